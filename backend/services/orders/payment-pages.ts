import type { OrderRow } from "@/backend/db/schema";

/** Where the browser goes to pay (or, for cash, to see the order confirmed). */
export function paymentPagePath(order: Pick<OrderRow, "id" | "payment_method">): string {
  if (order.payment_method === "razorpay") return `/checkout/razorpay/${order.id}`;
  if (order.payment_method === "cashfree") return `/checkout/cashfree/${order.id}`;
  return `/checkout/confirm/${order.id}`;
}
