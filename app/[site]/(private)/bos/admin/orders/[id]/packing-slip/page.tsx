import type { Metadata } from "next";
import { formatOrderDateTime, formatSlot } from "@/lib/account-format";
import { paymentMethodLabel } from "@/lib/api/contract/orders";
import { formatPrice } from "@/lib/format";
import { AddressView } from "@/components/account/address-view";
import { loadConsoleOrder } from "@/components/console/orders/load-order";
import { PrintButton } from "@/components/console/orders/print-button";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const order = await loadConsoleOrder((await params).id).catch(() => null);
  return { title: order ? `Packing slip ${order.order_number}` : "Packing slip", robots: { index: false } };
}

/** One A4 sheet for the packer: what goes in the box, where it goes, when, and what to collect. */
export default async function PackingSlipPage({ params }: Props) {
  const order = await loadConsoleOrder((await params).id);
  const collect = order.payment_method === "cod" && order.payment_status !== "paid";
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-5 bg-surface p-6 text-fg print:max-w-none print:p-0">
      <header className="flex items-start justify-between gap-4 border-b border-line pb-4">
        <div>
          <h1 className="text-2xl font-bold">Packing slip</h1>
          <p className="text-lg font-semibold">Order {order.order_number}</p>
          <p className="text-sm text-fg-muted">Placed {formatOrderDateTime(order.created_at)}</p>
        </div>
        <PrintButton />
      </header>
      <section aria-labelledby="slip-deliver-to" className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        <div>
          <h2 id="slip-deliver-to" className="mb-1 text-sm font-semibold uppercase tracking-wide text-fg-muted">
            Deliver to
          </h2>
          <AddressView address={order.address} />
        </div>
        <div className="text-sm">
          <h2 className="mb-1 text-sm font-semibold uppercase tracking-wide text-fg-muted">Delivery</h2>
          {order.deliveries.map((delivery) => (
            <p key={`${delivery.name}-${delivery.del_date}`}>
              {delivery.name}: {formatSlot(delivery.del_date, delivery.del_start_time, delivery.del_end_time)}
            </p>
          ))}
          <p className="mt-2 font-semibold">{collect ? `Collect ${formatPrice(order.total)} in cash` : `${paymentMethodLabel(order.payment_method)}: nothing to collect`}</p>
        </div>
      </section>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Items to pack</caption>
        <thead className="border-b border-line">
          <tr>
            <th scope="col" className="py-2 pr-2">
              Packed
            </th>
            <th scope="col" className="py-2 pr-2">
              Item
            </th>
            <th scope="col" className="py-2 pr-2">
              Pack
            </th>
            <th scope="col" className="py-2 text-right">
              Quantity
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={`${item.pack_id}-${item.name}-${item.pack_name}`} className="border-b border-line">
              <td className="py-2 pr-2">
                <span aria-hidden="true" className="inline-block h-4 w-4 border border-fg" />
              </td>
              <td className="py-2 pr-2">{item.name}</td>
              <td className="py-2 pr-2">{item.pack_name}</td>
              <td className="py-2 text-right font-semibold">{item.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm">
        {order.item_count} {order.item_count === 1 ? "unit" : "units"} in all
      </p>
      {order.notes && (
        <p className="text-sm">
          <span className="font-semibold">Customer&apos;s notes: </span>
          {order.notes}
        </p>
      )}
    </article>
  );
}
