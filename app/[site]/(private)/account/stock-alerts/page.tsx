import type { Metadata } from "next";
import Link from "next/link";
import { formatOrderDate } from "@/lib/account-format";
import { serverFetch } from "@/lib/api/server-transport";
import { fetchStockAlerts } from "@/lib/api/stock-alerts";
import { packLabel } from "@/lib/api/schemas/stock";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { productPath } from "@/lib/paths";

export const metadata: Metadata = { title: "Back in stock alerts", robots: { index: false } };

/** The packs the customer is waiting for; each request closes when its message is sent. */
export default async function StockAlertsPage() {
  await requireSignedIn();
  const alerts = await fetchStockAlerts(serverFetch);
  return (
    <div>
      <h1 className="mb-2 text-2xl font-bold text-fg">Back in stock alerts</h1>
      <p className="mb-5 text-sm text-fg-muted">We send one message to your phone when an item you asked about is back, then the request closes.</p>
      {alerts.length === 0 ? (
        <p className="rounded-xl border border-line bg-surface-raised p-4 text-fg-muted">
          No open requests. Choose “Notify me” on an item that is out of stock to be told when it returns.
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface-raised">
          {alerts.map((alert) => (
            <li key={alert.id} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
              <Link href={productPath(alert.slug)} prefetch={false} className="font-semibold text-fg hover:text-brand hover:underline">
                {packLabel(alert.product_name, alert.pack_name)}
              </Link>
              <span className="text-sm text-fg-muted">Asked on {formatOrderDate(alert.created_at)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
