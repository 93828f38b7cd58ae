import Link from "next/link";
import type { OrderDetail } from "@/lib/api/schemas/orders";
import { formatOrderDate } from "@/lib/account-format";
import { ChevronLeftIcon } from "@/components/ui/icons";
import { OrderStatusBadge } from "./order-status-badge";

/** An order page's top: the way back, the order's number and date (and whose it is, if given), its status. */
export function OrderPageHeader({ order, back, customerName }: { order: OrderDetail; back: { href: string; label: string }; customerName?: string }) {
  return (
    <>
      <Link href={back.href} className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline">
        <ChevronLeftIcon size={16} /> {back.label}
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-fg">Order {order.order_number}</h1>
          <p className="text-sm text-fg-muted">
            {customerName ? `${customerName} · placed on` : "Placed on"} {formatOrderDate(order.created_at)}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
    </>
  );
}
