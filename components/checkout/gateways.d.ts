/** The parts of Razorpay's checkout.js and Cashfree's v3 SDK that the start pages use. */

interface RazorpayHandlerResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayFailure {
  error: { code?: string; description?: string; reason?: string; metadata?: { order_id?: string; payment_id?: string } };
}

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description?: string;
  order_id: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: RazorpayHandlerResponse) => void;
  modal?: { ondismiss?: () => void };
}

interface RazorpayCheckout {
  on(event: "payment.failed", callback: (failure: RazorpayFailure) => void): RazorpayCheckout;
  open(): void;
  close(): void;
}

interface CashfreeCheckoutResult {
  error?: { code?: string; message?: string; type?: string };
  redirect?: boolean;
  paymentDetails?: unknown;
}

interface CashfreeInstance {
  checkout(options: { paymentSessionId: string; redirectTarget?: "_self" | "_blank" | "_top" | "_modal" }): Promise<CashfreeCheckoutResult>;
}

interface Window {
  Razorpay?: new (options: RazorpayOptions) => RazorpayCheckout;
  Cashfree?: (config: { mode: "sandbox" | "production" }) => CashfreeInstance;
}
