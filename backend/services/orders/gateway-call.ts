import type { PaymentGateway } from "@/backend/db/schema";
import { PaymentGatewayError } from "@/backend/services/payments/gateway-error";
import { paymentRefusal, type PaymentResult } from "./payable";

/** A gateway refusal or outage is logged with its detail and answered `gatewayDown` (the shopper may retry). */
export async function gatewayCall<T>(gateway: PaymentGateway, call: () => Promise<T>): Promise<PaymentResult<{ answer: T }>> {
  try {
    return { ok: true, answer: await call() };
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    console.warn(`[payments] ${error.gateway} call failed (${error.status ?? "no answer"}): ${error.message}`);
    return paymentRefusal("gatewayDown", gateway);
  }
}
