import Link from "next/link";
import type { ConsoleDashboard } from "@/lib/api/schemas/console/dashboard";
import { ORDER_STATUS_LABELS } from "@/lib/api/contract/orders";
import { formatPrice } from "@/lib/format";

const tile = "block rounded-xl border border-line p-4 hover:border-brand focus-visible:outline-2 focus-visible:outline-brand";

/** The console's home: each figure is a link into the list it counts. */
export function ConsoleDashboardView({ figures }: { figures: ConsoleDashboard }) {
  const periods = [
    { label: "Today", figures: figures.today },
    { label: "This week", figures: figures.week },
  ];
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold text-fg">Dashboard</h1>
      <section aria-labelledby="sales-heading">
        <h2 id="sales-heading" className="mb-3 text-lg font-semibold">Orders and sales</h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {periods.map(({ label, figures: period }) => (
            <li key={label}>
              <Link href={`/bos/admin/orders?from=${period.from}`} className={tile}>
                <span className="block text-sm text-fg-muted">{label}</span>
                <span className="block text-xl font-bold">{period.orders} orders</span>
                <span className="block">{formatPrice(period.sales)} in sales</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="waiting-heading">
        <h2 id="waiting-heading" className="mb-3 text-lg font-semibold">Orders waiting</h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {figures.waiting.map((step) => (
            <li key={step.status}>
              <Link href={`/bos/admin/orders?status=${step.status}`} className={tile}>
                <span className="block text-sm text-fg-muted">{ORDER_STATUS_LABELS[step.status]}</span>
                <span className="block text-xl font-bold">{step.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="low-heading">
        <h2 id="low-heading" className="mb-3 text-lg font-semibold">
          Low stock <span className="font-normal text-fg-muted">({figures.low_stock_total} packs)</span>
        </h2>
        {figures.low_stock.length === 0 ? (
          <p className="text-fg-muted">No pack is running low.</p>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line">
            {figures.low_stock.map((pack) => (
              <li key={`${pack.product_id}-${pack.pack_name}`} className="flex justify-between gap-4 px-4 py-2">
                <Link href={`/bos/admin/products/${pack.product_id}`} className="text-brand underline-offset-2 hover:underline">
                  {pack.product_name} {pack.pack_name}
                </Link>
                <span>{pack.stock} left</span>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3">
          <Link href="/bos/admin/products?stock=low_stock" className="text-brand underline">
            Every product low on stock
          </Link>
        </p>
      </section>
    </div>
  );
}
