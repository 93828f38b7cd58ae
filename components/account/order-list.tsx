import Link from "next/link";
import type { OrderSummary } from "@/lib/api/schemas/orders";
import { formatOrderDate, formatSlot } from "@/lib/account-format";
import { formatPrice } from "@/lib/format";
import { focusRing } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { ChevronRightIcon } from "@/components/ui/icons";
import { OrderAgainButton } from "./order-again-button";
import { OrderStatusBadge } from "./order-status-badge";
import { orderPath } from "@/lib/paths";

const itemsText = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;

/**
 * Orders as cards linking to their detail page, each with its "Order again" button. A card does not
 * prefetch its order: a page of cards would ask the server to render every order page, privately.
 */
export function OrderList({ orders }: { orders: OrderSummary[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {orders.map((order) => (
        <li key={order.id} className="rounded-xl border border-line bg-surface-raised hover:border-brand">
          <Link href={orderPath(order.id)} prefetch={false} className={cx("flex items-center gap-4 rounded-t-xl p-4", focusRing)}>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-fg">Order {order.order_number}</span>
                <OrderStatusBadge status={order.status} />
              </div>
              <p className="mt-1 text-sm text-fg-muted">
                Placed on {formatOrderDate(order.created_at)} · {itemsText(order.item_count)}
              </p>
              {order.status !== "delivered" && order.status !== "cancelled" && order.del_date && (
                <p className="mt-1 text-sm text-fg-muted">Delivery: {formatSlot(order.del_date, order.del_start_time, order.del_end_time)}</p>
              )}
            </div>
            <div className="text-right">
              <p className="font-semibold text-fg">{formatPrice(order.total)}</p>
              <span className="sr-only">View order</span>
            </div>
            <ChevronRightIcon size={18} aria-hidden="true" />
          </Link>
          <OrderAgainButton orderId={order.id} orderNumber={order.order_number} className="border-t border-line px-4 py-3" />
        </li>
      ))}
    </ul>
  );
}
