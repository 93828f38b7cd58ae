import type { OrderRow, PaymentGateway } from "@/backend/db/schema";
import { isPayable } from "@/backend/services/payments/reconcile";
import type { Result } from "@/backend/services/result";

export { PAYMENT_MESSAGES } from "@/lib/api/schemas/shopper-sentences";

/**
 * Why an order's online payment cannot go ahead, naming the gateway asked for. `otherGateway`: the
 * order is paid another way; `notPayable`: cancelled, or past paying; `gatewayOff`: its keys were
 * removed while the order waited; `gatewayDown`: the gateway refused or did not answer (a retry may
 * work); `notVerified`: the checkout's result does not match the stored gateway order.
 */
type PaymentRefusalReason = "otherGateway" | "alreadyPaid" | "notPayable" | "gatewayOff" | "gatewayDown" | "notVerified";
export type PaymentResult<T> = Result<T, PaymentRefusalReason, { gateway: PaymentGateway }>;
export type PaymentRefusal = Extract<PaymentResult<object>, { ok: false }>;

export const paymentRefusal = (reason: PaymentRefusalReason, gateway: PaymentGateway): PaymentRefusal => ({ ok: false, reason, gateway });

/** Why the order cannot be paid with this gateway now; null when it can. */
export function payableWith(order: OrderRow, gateway: PaymentGateway): PaymentRefusal | null {
  if (order.payment_method !== gateway) return paymentRefusal("otherGateway", gateway);
  if (order.payment_status === "paid") return paymentRefusal("alreadyPaid", gateway);
  if (order.status === "cancelled" || !isPayable(order.payment_status)) return paymentRefusal("notPayable", gateway);
  return null;
}
