import type { Metadata } from "next";
import Link from "next/link";
import { fetchAddresses, fetchOrders } from "@/lib/api/account";
import { fetchBuyAgain } from "@/lib/api/buy-again";
import { BUY_AGAIN_TITLE } from "@/lib/api/schemas/buy-again";
import { serverFetch } from "@/lib/api/server-transport";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { siteOf, type SiteParams } from "@/lib/site/page-site";
import { AddressView } from "@/components/account/address-view";
import { OrderList } from "@/components/account/order-list";
import { ProductCarousel } from "@/components/product/product-carousel";
import { buttonClass } from "@/components/ui/button";

export const metadata: Metadata = { title: "My account", robots: { index: false } };

const RECENT_ORDERS = 3;

function Shortcut({ href, title, text }: { href: string; title: string; text: string }) {
  return (
    <Link href={href} className="rounded-xl border border-line bg-surface-raised p-4 hover:border-brand focus-visible:outline-2 focus-visible:outline-brand">
      <span className="block font-semibold text-fg">{title}</span>
      <span className="mt-1 block text-sm text-fg-muted">{text}</span>
    </Link>
  );
}

export default async function AccountDashboardPage({ params }: { params: Promise<SiteParams> }) {
  const user = await requireSignedIn();
  const { language } = await siteOf(params);
  const [orders, addresses, buyAgain] = await Promise.all([
    fetchOrders(serverFetch, 1, RECENT_ORDERS),
    fetchAddresses(serverFetch),
    fetchBuyAgain(serverFetch, language),
  ]);
  const defaultAddress = addresses.find((address) => address.is_default);
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-2xl font-bold text-fg">Hello, {user.name || user.phone}</h1>
        <p className="mt-1 text-sm text-fg-muted">Track your orders, manage your addresses and keep your details up to date.</p>
      </header>

      <nav aria-label="Shortcuts" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Shortcut href="/account/orders" title="Orders" text="Track and view orders" />
        <Shortcut href="/account/addresses" title="Addresses" text="Delivery addresses" />
        <Shortcut href="/account/details" title="Profile" text="Name and email" />
        {user.isSalesAgent ? (
          <Shortcut href="/account/dashboard" title="Sales dashboard" text="Your customers' sales" />
        ) : (
          <Shortcut href="/account/wishlist" title="Wishlist" text="Saved products" />
        )}
      </nav>

      <section aria-labelledby="recent-orders">
        <div className="mb-3 flex items-center justify-between gap-4">
          <h2 id="recent-orders" className="text-lg font-semibold text-fg">
            Recent orders
          </h2>
          {orders.meta.total > 0 && (
            <Link href="/account/orders" className="text-sm font-semibold text-brand hover:underline">
              View all orders
            </Link>
          )}
        </div>
        {orders.data.length > 0 ? (
          <OrderList orders={orders.data} />
        ) : (
          <div className="rounded-xl border border-dashed border-line p-6 text-center">
            <p className="text-sm text-fg-muted">You have not placed any orders yet.</p>
            <Link href="/products" className={buttonClass("primary", "md", "mt-4")}>
              Start shopping
            </Link>
          </div>
        )}
      </section>

      {buyAgain.length > 0 && (
        <section aria-labelledby="buy-again">
          <h2 id="buy-again" className="mb-3 text-lg font-semibold text-fg">
            {BUY_AGAIN_TITLE}
          </h2>
          <ProductCarousel products={buyAgain} label={BUY_AGAIN_TITLE} />
        </section>
      )}

      <section aria-labelledby="default-address">
        <div className="mb-3 flex items-center justify-between gap-4">
          <h2 id="default-address" className="text-lg font-semibold text-fg">
            Default address
          </h2>
          <Link href="/account/addresses" className="text-sm font-semibold text-brand hover:underline">
            Manage addresses
          </Link>
        </div>
        <div className="rounded-xl border border-line bg-surface-raised p-4">
          {defaultAddress ? <AddressView address={defaultAddress} /> : <p className="text-sm text-fg-muted">You have not saved an address yet.</p>}
        </div>
      </section>
    </div>
  );
}
