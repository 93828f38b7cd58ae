export type GatewayName = "razorpay" | "cashfree";

/** A gateway call that did not give us what we asked for: refused (status set), unreachable or garbled (status null). */
export class PaymentGatewayError extends Error {
  constructor(
    readonly gateway: GatewayName,
    message: string,
    readonly status: number | null = null,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = "PaymentGatewayError";
  }
}
