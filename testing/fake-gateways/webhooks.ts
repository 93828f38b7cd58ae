import { createHmac, randomBytes } from "node:crypto";

/** Gateway-style ids: a prefix and 14 random letters and digits. */
export function fakeId(prefix: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return prefix + Array.from(randomBytes(14), (byte) => alphabet[byte % alphabet.length]).join("");
}

export interface SignedDelivery {
  status: number;
  body: string;
}

export interface WebhookDeliveryOptions {
  /** Replaces the correct signature, to check that the receiver refuses it. */
  signature?: string;
}

async function deliver(target: string, body: string, headers: Record<string, string>): Promise<SignedDelivery> {
  const response = await fetch(target, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
  return { status: response.status, body: await response.text() };
}

/** Raw body + X-Razorpay-Signature (hex HMAC-SHA256 of the body with the webhook secret) + x-razorpay-event-id. */
export function sendSignedRazorpayWebhook(target: string, body: string, webhookSecret: string, eventId: string, options: WebhookDeliveryOptions = {}) {
  const signature = options.signature ?? createHmac("sha256", webhookSecret).update(body).digest("hex");
  return deliver(target, body, { "x-razorpay-signature": signature, "x-razorpay-event-id": eventId });
}

/** x-webhook-timestamp + x-webhook-signature (base64 HMAC-SHA256 of timestamp + body with the client secret). */
export function sendSignedCashfreeWebhook(target: string, body: string, clientSecret: string, options: WebhookDeliveryOptions & { timestamp?: string } = {}) {
  const timestamp = options.timestamp ?? String(Date.now());
  const signature = options.signature ?? createHmac("sha256", clientSecret).update(timestamp + body).digest("base64");
  return deliver(target, body, { "x-webhook-timestamp": timestamp, "x-webhook-signature": signature, "x-webhook-version": "2023-08-01" });
}
