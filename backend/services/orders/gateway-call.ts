import { ApiError } from "@/backend/http/errors";
import { PaymentGatewayError } from "@/backend/services/payments/gateway-error";

/** A gateway refusal or outage is logged with its detail and answered 502 (the shopper may retry). */
export async function gatewayCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    console.warn(`[payments] ${error.gateway} call failed (${error.status ?? "no answer"}): ${error.message}`);
    throw new ApiError(502, "The payment service did not answer. Please try again.");
  }
}
