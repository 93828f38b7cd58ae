import type { Metadata } from "next";
import Link from "next/link";
import { fetchOrders } from "@/lib/api/account";
import { ORDERS_PER_PAGE } from "@/lib/api/schemas/orders";
import { serverFetch } from "@/lib/api/server-transport";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { OrderList } from "@/components/account/order-list";
import { PageLinks } from "@/components/ui/page-links";
import { buttonClass } from "@/components/ui/button";
import { ordersPath } from "@/lib/paths";

export const metadata: Metadata = { title: "My orders", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function pageOf(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export default async function OrdersPage({ searchParams }: Props) {
  await requireSignedIn();
  const page = pageOf((await searchParams).page);
  const orders = await fetchOrders(serverFetch, page, ORDERS_PER_PAGE);
  return (
    <div>
      <header className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-fg">My orders</h1>
        <p className="text-sm text-fg-muted">Total: {orders.meta.total}</p>
      </header>
      {orders.data.length > 0 ? (
        <>
          <OrderList orders={orders.data} />
          <div className="mt-6">
            <PageLinks
              page={page}
              totalPages={Math.max(1, Math.ceil(orders.meta.total / orders.meta.perPage))}
              href={ordersPath}
            />
          </div>
        </>
      ) : (
        <div className="rounded-xl border border-dashed border-line p-8 text-center">
          <p className="text-fg-muted">{orders.meta.total > 0 ? "There are no orders on this page." : "You have not placed any orders yet."}</p>
          <Link href={orders.meta.total > 0 ? "/account/orders" : "/products"} className={buttonClass("primary", "md", "mt-4")}>
            {orders.meta.total > 0 ? "Back to the first page" : "Start shopping"}
          </Link>
        </div>
      )}
    </div>
  );
}
