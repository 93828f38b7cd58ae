import type { OrderRow } from "@/backend/db/schema";
import { orderSuccessPath } from "@/lib/api/schemas/checkout";

/** Where the browser goes to pay; a cash order has nothing to pay now and goes straight to its success page. */
export function paymentPagePath(order: Pick<OrderRow, "id" | "payment_method" | "order_number">): string {
  if (order.payment_method === "razorpay") return `/checkout/razorpay/${order.id}`;
  if (order.payment_method === "cashfree") return `/checkout/cashfree/${order.id}`;
  return orderSuccessPath(order.order_number);
}
