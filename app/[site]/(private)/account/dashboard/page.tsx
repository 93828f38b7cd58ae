import type { Metadata } from "next";
import Link from "next/link";
import { fetchAgentDashboard } from "@/lib/api/agent";
import { ApiRequestError } from "@/lib/api/client";
import type { AgentDashboard } from "@/lib/api/schemas/agent";
import { serverFetch } from "@/lib/api/server-transport";
import { formatCalendarDate, formatOrderDate } from "@/lib/account-format";
import { indianToday, periodFromParams, type PeriodChoice } from "@/lib/agent-period";
import { requireSalesAgent } from "@/lib/auth/page-guards";
import { errorText } from "@/lib/errors";
import { formatPrice } from "@/lib/format";
import { OrderStatusBadge } from "@/components/account/order-status-badge";
import { PeriodPicker } from "@/components/account/period-picker";
import { SalesChart } from "@/components/account/sales-chart";

export const metadata: Metadata = { title: "Sales dashboard", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Dates the API refuses (e.g. start after end) show its message over the default period. */
async function load(period: PeriodChoice, today: string): Promise<{ figures: AgentDashboard; period: PeriodChoice; problem?: string }> {
  try {
    return { figures: await fetchAgentDashboard(serverFetch, { from: period.from, to: period.to }), period };
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 400) throw error;
    const fallback = periodFromParams({}, today);
    return { figures: await fetchAgentDashboard(serverFetch, { from: fallback.from, to: fallback.to }), period: fallback, problem: errorText(error) };
  }
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface-raised p-4">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-fg sm:text-2xl">{value}</dd>
    </div>
  );
}

export default async function SalesDashboardPage({ searchParams }: Props) {
  await requireSalesAgent();
  const today = indianToday();
  const { figures, period, problem } = await load(periodFromParams(await searchParams, today), today);
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-fg">Sales dashboard</h1>
        <p className="mt-1 text-sm text-fg-muted">
          Orders of your customers from {formatCalendarDate(figures.from)} to {formatCalendarDate(figures.to)}. Cancelled orders are not counted.
        </p>
      </header>
      <PeriodPicker period={period} />
      {problem && (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger/10 px-3 py-2 text-sm text-danger">
          {problem}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Total sales" value={formatPrice(figures.sales_total)} />
        <Figure label="Orders" value={String(figures.order_count)} />
        <Figure label="Average order value" value={formatPrice(figures.average_order_value)} />
        <Figure label="Customers served" value={String(figures.customers_served)} />
      </dl>

      <section aria-labelledby="sales-per-day" className="rounded-xl border border-line bg-surface-raised p-4">
        <h2 id="sales-per-day" className="mb-3 text-lg font-semibold text-fg">
          Sales per day
        </h2>
        <SalesChart days={figures.sales_by_day} />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="top-products" className="rounded-xl border border-line bg-surface-raised p-4">
          <h2 id="top-products" className="mb-3 text-lg font-semibold text-fg">
            Top products
          </h2>
          {figures.top_products.length > 0 ? (
            <table className="w-full text-sm">
              <thead className="text-left text-fg-muted">
                <tr>
                  <th scope="col" className="py-2 font-medium">Product</th>
                  <th scope="col" className="py-2 pl-3 text-right font-medium">Qty</th>
                  <th scope="col" className="py-2 pl-3 text-right font-medium">Revenue</th>
                </tr>
              </thead>
              <tbody>
                {figures.top_products.map((product) => (
                  <tr key={`${product.product_id}-${product.name}`} className="border-t border-line">
                    <th scope="row" className="py-2 pr-2 text-left font-normal text-fg">{product.name}</th>
                    <td className="py-2 pl-3 text-right tabular-nums">{product.quantity}</td>
                    <td className="whitespace-nowrap py-2 pl-3 text-right font-semibold tabular-nums">{formatPrice(product.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-sm text-fg-muted">No products sold in this period.</p>
          )}
        </section>

        <section aria-labelledby="recent-customer-orders" className="rounded-xl border border-line bg-surface-raised p-4">
          <h2 id="recent-customer-orders" className="mb-3 text-lg font-semibold text-fg">
            Recent orders
          </h2>
          {figures.recent_orders.length > 0 ? (
            <ul className="divide-y divide-line">
              {figures.recent_orders.map((order) => (
                <li key={order.id} className="flex items-center justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <Link href={`/account/dashboard/orders/${order.id}`} className="block truncate font-medium text-fg hover:text-brand hover:underline">
                      {order.customer_name}
                      <span className="sr-only">, order {order.order_number}</span>
                    </Link>
                    <p className="text-xs text-fg-muted">
                      {order.order_number} · {formatOrderDate(order.created_at)}
                    </p>
                  </div>
                  <div className="flex flex-col items-end gap-1">
                    <span className="font-semibold text-fg">{formatPrice(order.total)}</span>
                    <OrderStatusBadge status={order.status} />
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-fg-muted">No orders in this period.</p>
          )}
        </section>
      </div>
    </div>
  );
}
