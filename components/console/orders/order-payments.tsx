import type { ConsoleOrderDetail } from "@/lib/api/schemas/console/orders";
import { formatOrderDateTime } from "@/lib/account-format";
import { formatPrice } from "@/lib/format";
import { OrderCard } from "@/components/account/order-panels";

/** Every gateway attempt and refund of the order, as the gateways know them. */
export function OrderPayments({ order }: { order: ConsoleOrderDetail }) {
  if (order.payments.length === 0 && order.refunds.length === 0) return null;
  return (
    <OrderCard title="Payments and refunds">
      <ul className="grid gap-2 text-sm">
        {order.payments.map((payment) => (
          <li key={payment.gateway_order_id}>
            <span className="block text-fg">
              Payment {formatPrice(payment.amount)} — {payment.gateway}, {payment.status}
            </span>
            <span className="block text-fg-muted">
              {payment.payment_id ?? payment.gateway_order_id} · {formatOrderDateTime(payment.created_at)}
            </span>
          </li>
        ))}
        {order.refunds.map((refund) => (
          <li key={refund.refund_ref}>
            <span className="block text-fg">
              Refund {formatPrice(refund.amount)} — {refund.gateway}, {refund.status}
            </span>
            <span className="block text-fg-muted">
              {refund.gateway_refund_id ?? refund.refund_ref} · {formatOrderDateTime(refund.created_at)}
            </span>
          </li>
        ))}
      </ul>
    </OrderCard>
  );
}
