import type { PaymentConfirmation } from "@/lib/api/schemas/checkout";
import { orderSuccessPath } from "@/lib/api/contract/checkout";


const confirmPath = (orderId: number) => `/checkout/confirm/${orderId}`;

/**
 * Where a payment answer sends the shopper: the success page once placed or paid, the confirmation
 * page while it is pending; null when it failed (the page shows the message and a retry).
 */
export function paymentOutcomePath(result: PaymentConfirmation): string | null {
  if (result.state === "placed" || result.state === "paid") return orderSuccessPath(result.order_number);
  if (result.state === "pending") return confirmPath(result.order_id);
  return null;
}
