import type { ReactNode } from "react";
import type { OrderDetail } from "@/lib/api/schemas/orders";
import { paymentMethodLabel, paymentStatusText } from "@/lib/api/contract/orders";
import { formatSlot } from "@/lib/account-format";
import { formatPrice } from "@/lib/format";
import { TruckIcon } from "@/components/ui/icons";
import { AddressView } from "./address-view";

/** The panels an order is shown in, on the order page and on the order success page. */
export function OrderCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-line bg-surface-raised p-4 sm:p-5">
      <h2 className="mb-3 text-base font-semibold text-fg">{title}</h2>
      {children}
    </section>
  );
}

function AmountRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? "flex justify-between border-t border-line pt-2 text-base font-bold text-fg" : "flex justify-between text-sm text-fg-muted"}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function OrderPaymentSummary({ order }: { order: OrderDetail }) {
  return (
    <OrderCard title="Payment summary">
      <dl className="flex flex-col gap-2">
        <AmountRow label="Items total" value={formatPrice(order.amount)} />
        {order.discount > 0 && (
          <AmountRow label={order.coupon_code ? `Discount (${order.coupon_code})` : "Discount"} value={`−${formatPrice(order.discount)}`} />
        )}
        <AmountRow label="Delivery charge" value={order.delivery_charge > 0 ? formatPrice(order.delivery_charge) : "Free"} />
        <AmountRow label="Total" value={formatPrice(order.total)} strong />
      </dl>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-fg-muted">Payment method</dt>
        <dd className="text-right text-fg">{paymentMethodLabel(order.payment_method)}</dd>
        <dt className="text-fg-muted">Payment status</dt>
        <dd className="text-right text-fg">{paymentStatusText(order)}</dd>
      </dl>
    </OrderCard>
  );
}

/** One line per delivery group with its slot; orders from before groups were stored show their one slot. */
function deliveriesOf(order: OrderDetail) {
  if (order.deliveries.length > 0) return order.deliveries;
  if (!order.del_date) return [];
  return [{ name: "", del_date: order.del_date, del_start_time: order.del_start_time ?? "", del_end_time: order.del_end_time ?? "" }];
}

export function OrderDelivery({ order }: { order: OrderDetail }) {
  const deliveries = deliveriesOf(order);
  return (
    <OrderCard title="Delivery">
      {deliveries.length > 0 && (
        <ul className="mb-4 grid gap-2">
          {deliveries.map((delivery, index) => (
            <li key={`${delivery.name}-${index}`} className="flex items-start gap-2 text-sm">
              <TruckIcon size={16} className="mt-0.5 shrink-0 text-brand" />
              <span>
                <span className="block text-fg-muted">{delivery.name ? `From ${delivery.name}` : "Delivery slot"}</span>
                <span className="text-fg">{formatSlot(delivery.del_date, delivery.del_start_time, delivery.del_end_time) || "Slot to be confirmed"}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <AddressView address={order.address} />
      {order.notes && (
        <p className="mt-3 text-sm text-fg">
          <span className="block text-fg-muted">Notes</span>
          {order.notes}
        </p>
      )}
    </OrderCard>
  );
}
