import type { OrderRow, PaymentGateway } from "@/backend/db/schema";
import { ApiError } from "@/backend/http/errors";
import { isPayable } from "@/backend/services/payments/reconcile";
import { GATEWAY_NAMES } from "./apply-payment";

const ALREADY_PAID = "This order is already paid";

/** The order is to be paid with this gateway and still can be: else 400, or 409 once paid. */
export function assertPayableWith(order: OrderRow, gateway: PaymentGateway) {
  if (order.payment_method !== gateway) throw new ApiError(400, `This order is not paid with ${GATEWAY_NAMES[gateway]}`);
  if (order.payment_status === "paid") throw new ApiError(409, ALREADY_PAID);
  if (order.status === "cancelled" || !isPayable(order.payment_status)) throw new ApiError(400, "This order can no longer be paid");
}

/** The gateway is switched off (keys removed) while an order waits for it. */
export const gatewayUnavailable = (gateway: PaymentGateway) =>
  new ApiError(400, `Paying with ${GATEWAY_NAMES[gateway]} is not available right now. Please try again later.`);
