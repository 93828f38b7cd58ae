import Link from "next/link";
import type { OrderDetail } from "@/lib/api/schemas/orders";
import { formatPrice } from "@/lib/format";
import { buttonClass } from "@/components/ui/button";
import { InfoIcon } from "@/components/ui/icons";
import { ONLINE_METHODS, paymentStartPath } from "./checkout-flow";

/** An online order that has not been paid and is not cancelled can still be paid. */
export function isPayable(order: Pick<OrderDetail, "payment_method" | "payment_status" | "status">): boolean {
  return ONLINE_METHODS.has(order.payment_method) && (order.payment_status === "pending" || order.payment_status === "failed") && order.status !== "cancelled";
}

/** Back from a gateway without paying: the order waits, and one click opens its payment again. */
export function PendingPaymentBanner({ order }: { order: OrderDetail }) {
  return (
    <section
      role="status"
      aria-label="Order waiting for payment"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand/40 bg-brand/10 p-4"
    >
      <p className="flex items-start gap-2 text-sm text-fg">
        <InfoIcon size={18} className="mt-0.5 shrink-0 text-brand" />
        <span>
          Order <strong>{order.order_number}</strong> ({formatPrice(order.total)}) is waiting for payment. It will be confirmed once it is paid.
        </span>
      </p>
      <Link href={paymentStartPath(order.payment_method, order.id)} className={buttonClass("primary")}>
        Pay now
      </Link>
    </section>
  );
}
