/** The gateways' webhook endpoints: called without cookies, authenticated by a signature over the raw body. */
export const WEBHOOK_PATHS: ReadonlySet<string> = new Set(["/api/webhooks/razorpay", "/api/webhooks/cashfree"]);
