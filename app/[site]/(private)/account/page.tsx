import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { fetchAddresses, fetchOrders } from "@/lib/api/account";
import { fetchBuyAgain } from "@/lib/api/buy-again";
import { serverFetch } from "@/lib/api/server-transport";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { accountPageMetadata } from "@/lib/seo/account-page-metadata";
import { siteOf, type SiteParams } from "@/lib/site/page-site";
import { LanguageLink as Link } from "@/components/i18n/language-link";
import { AddressView } from "@/components/account/address-view";
import { OrderList } from "@/components/account/order-list";
import { ProductCarousel } from "@/components/product/product-carousel";
import { buttonClass } from "@/components/ui/button";

type Props = { params: Promise<SiteParams> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountPageMetadata(params, "accountTitle");
}

const RECENT_ORDERS = 3;

function Shortcut({ href, title, text }: { href: string; title: string; text: string }) {
  return (
    <Link href={href} className="rounded-xl border border-line bg-surface-raised p-4 hover:border-brand focus-visible:outline-2 focus-visible:outline-brand">
      <span className="block font-semibold text-fg">{title}</span>
      <span className="mt-1 block text-sm text-fg-muted">{text}</span>
    </Link>
  );
}

export default async function AccountDashboardPage({ params }: Props) {
  const { language, prefix } = await siteOf(params);
  const user = await requireSignedIn(prefix);
  const [orders, addresses, buyAgain, t, sections] = await Promise.all([
    fetchOrders(serverFetch, 1, RECENT_ORDERS),
    fetchAddresses(serverFetch),
    fetchBuyAgain(serverFetch, language),
    getTranslations({ locale: language, namespace: "AccountPages" }),
    getTranslations({ locale: language, namespace: "Account" }),
  ]);
  const defaultAddress = addresses.find((address) => address.is_default);
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-2xl font-bold text-fg">{t("hello", { name: user.name || user.phone })}</h1>
        <p className="mt-1 text-sm text-fg-muted">{t("dashboardIntro")}</p>
      </header>

      <nav aria-label={t("shortcuts")} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Shortcut href="/account/orders" title={sections("sectionOrders")} text={t("ordersText")} />
        <Shortcut href="/account/addresses" title={sections("sectionAddresses")} text={t("addressesText")} />
        <Shortcut href="/account/details" title={sections("sectionProfile")} text={t("profileText")} />
        {user.isSalesAgent ? (
          <Shortcut href="/account/dashboard" title={sections("sectionSalesDashboard")} text={t("salesText")} />
        ) : (
          <Shortcut href="/account/wishlist" title={sections("sectionWishlist")} text={t("wishlistText")} />
        )}
      </nav>

      <section aria-labelledby="recent-orders">
        <div className="mb-3 flex items-center justify-between gap-4">
          <h2 id="recent-orders" className="text-lg font-semibold text-fg">
            {t("recentOrders")}
          </h2>
          {orders.meta.total > 0 && (
            <Link href="/account/orders" className="text-sm font-semibold text-brand hover:underline">
              {t("viewAllOrders")}
            </Link>
          )}
        </div>
        {orders.data.length > 0 ? (
          <OrderList orders={orders.data} />
        ) : (
          <div className="rounded-xl border border-dashed border-line p-6 text-center">
            <p className="text-sm text-fg-muted">{t("noOrders")}</p>
            <Link href="/products" className={buttonClass("primary", "md", "mt-4")}>
              {t("startShopping")}
            </Link>
          </div>
        )}
      </section>

      {buyAgain.length > 0 && (
        <section aria-labelledby="buy-again">
          <h2 id="buy-again" className="mb-3 text-lg font-semibold text-fg">
            {t("buyAgain")}
          </h2>
          <ProductCarousel products={buyAgain} label={t("buyAgain")} />
        </section>
      )}

      <section aria-labelledby="default-address">
        <div className="mb-3 flex items-center justify-between gap-4">
          <h2 id="default-address" className="text-lg font-semibold text-fg">
            {t("defaultAddress")}
          </h2>
          <Link href="/account/addresses" className="text-sm font-semibold text-brand hover:underline">
            {t("manageAddresses")}
          </Link>
        </div>
        <div className="rounded-xl border border-line bg-surface-raised p-4">
          {defaultAddress ? <AddressView address={defaultAddress} /> : <p className="text-sm text-fg-muted">{t("noAddress")}</p>}
        </div>
      </section>
    </div>
  );
}
