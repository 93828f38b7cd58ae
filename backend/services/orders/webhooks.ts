import type { Kysely } from "kysely";
import type { Database, PaymentGateway } from "@/backend/db/schema";
import * as cashfree from "@/backend/services/payments/cashfree";
import { readCashfreeConfig, readRazorpayConfig } from "@/backend/services/payments/config";
import * as razorpay from "@/backend/services/payments/razorpay";
import { cashfreeSignal, razorpaySignal, type PaymentSignal } from "@/backend/services/payments/reconcile";
import type { RawBody } from "@/backend/services/payments/signatures";
import type { Result } from "@/backend/services/result";
import { applyPayment, type PaymentOutcome } from "./apply-payment";
import { attemptByGatewayOrder } from "./attempts";
import { applyRefundReport, type RefundOutcome } from "./refunds";

type WebhookOutcome = PaymentOutcome | RefundOutcome;

export const BAD_SIGNATURE = "Invalid webhook signature";

/** `badSignature`: the signature header does not match the raw body (or is missing): nothing is applied. */
export type WebhookResult = Result<{ outcome: WebhookOutcome }, "badSignature">;
const badSignature = { ok: false, reason: "badSignature" } as const;

type Headers = (name: string) => string | undefined;

async function apply(db: Kysely<Database>, gateway: PaymentGateway, signal: PaymentSignal | null): Promise<WebhookOutcome> {
  if (!signal) return "ignored";
  const attempt = await attemptByGatewayOrder(db, gateway, signal.gatewayOrderId);
  if (!attempt) return "unknown-order";
  return applyPayment(db, attempt, signal);
}

/** X-Razorpay-Signature over the raw body with the webhook secret; the event id header keys duplicates. */
export async function receiveRazorpayWebhook(db: Kysely<Database>, rawBody: RawBody, header: Headers): Promise<WebhookResult> {
  const secret = readRazorpayConfig()?.webhookSecret;
  if (!razorpay.verifyWebhookSignature(rawBody, header(razorpay.RAZORPAY_SIGNATURE_HEADER), secret)) return badSignature;
  return { ok: true, outcome: await applyRazorpayEvent(db, rawBody, header) };
}

async function applyRazorpayEvent(db: Kysely<Database>, rawBody: RawBody, header: Headers): Promise<WebhookOutcome> {
  const refund = razorpay.parseRefundWebhookEvent(rawBody, header(razorpay.RAZORPAY_EVENT_ID_HEADER));
  if (refund) {
    return applyRefundReport(db, "razorpay", {
      eventId: refund.eventId,
      refundRef: refund.refund.receipt ?? null,
      gatewayRefundId: refund.refund.id,
      outcome: refund.type === "refund.processed" ? "processed" : "failed",
    });
  }
  const event = razorpay.parseWebhookEvent(rawBody, header(razorpay.RAZORPAY_EVENT_ID_HEADER));
  if (event.type === "invalid" || event.type === "ignored") return "ignored";
  return apply(db, "razorpay", razorpaySignal(event));
}

/** x-webhook-signature over timestamp + raw body with the client secret; cf_payment_id keys duplicates. */
export async function receiveCashfreeWebhook(db: Kysely<Database>, rawBody: RawBody, header: Headers): Promise<WebhookResult> {
  const secret = readCashfreeConfig()?.clientSecret ?? "";
  const signed = cashfree.verifyWebhookSignature(rawBody, header(cashfree.CASHFREE_TIMESTAMP_HEADER), header(cashfree.CASHFREE_SIGNATURE_HEADER), secret);
  if (!signed) return badSignature;
  return { ok: true, outcome: await applyCashfreeEvent(db, rawBody) };
}

async function applyCashfreeEvent(db: Kysely<Database>, rawBody: RawBody): Promise<WebhookOutcome> {
  const refund = cashfree.parseRefundWebhookEvent(rawBody);
  if (refund) {
    const outcome = refund.refund_status === "SUCCESS" ? "processed" : ["FAILED", "CANCELLED"].includes(refund.refund_status) ? "failed" : "pending";
    return applyRefundReport(db, "cashfree", { eventId: `cashfree:refund:${refund.cf_refund_id}:${refund.refund_status}`, refundRef: refund.refund_id, gatewayRefundId: refund.cf_refund_id, outcome });
  }
  return apply(db, "cashfree", cashfreeSignal(cashfree.parseWebhookEvent(rawBody)));
}
