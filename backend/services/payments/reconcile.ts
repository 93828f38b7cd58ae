import type { PaymentStatus } from "@/backend/db/schema";
import type { CashfreeOrder, CashfreePayment, CashfreeWebhookEvent } from "./cashfree";
import type { RazorpayWebhookEvent } from "./razorpay";
import { paise } from "@/backend/services/money";

/** What the order row knows about its payment. */
export interface StoredPayment {
  amountPaise: number;
  status: PaymentStatus;
  /** The gateway's order id saved when the gateway order was created. */
  gatewayOrderId: string | null;
  /** Keys of the signals already applied to this order. */
  processedEventIds: ReadonlySet<string> | readonly string[];
}

/** One gateway report about one payment attempt, whatever the gateway. */
export interface PaymentSignal {
  outcome: "captured" | "failed";
  /** Same key for the same report, so a redelivered webhook is recognised. */
  eventId: string;
  gatewayOrderId: string;
  paymentId: string;
  amountPaise: number;
  currency: string;
}

export type PaymentTransition =
  | { action: "mark-paid"; eventId: string; paymentId: string }
  /** The attempt failed; the order stays payable and the shopper may try again. */
  | { action: "mark-failed"; eventId: string; paymentId: string }
  | { action: "ignore"; reason: "duplicate" | "already-paid" | "refunded" }
  /** Not for this order or not the amount owed: never applied, worth an alert. */
  | { action: "reject"; reason: "order-mismatch" | "amount-mismatch"; eventId: string };

/** Pending and failed orders can be paid (again); paid and refunded ones cannot. */
export const isPayable = (status: PaymentStatus) => status === "pending" || status === "failed";

const seen = (ids: StoredPayment["processedEventIds"], id: string) =>
  ids instanceof Set ? ids.has(id) : (ids as readonly string[]).includes(id);

export function reconcilePayment(stored: StoredPayment, signal: PaymentSignal): PaymentTransition {
  if (seen(stored.processedEventIds, signal.eventId)) return { action: "ignore", reason: "duplicate" };
  if (stored.status === "paid") return { action: "ignore", reason: "already-paid" };
  if (stored.status === "refunded" || stored.status === "refund_initiated") return { action: "ignore", reason: "refunded" };
  if (!stored.gatewayOrderId || stored.gatewayOrderId !== signal.gatewayOrderId) {
    return { action: "reject", reason: "order-mismatch", eventId: signal.eventId };
  }
  if (signal.outcome === "failed") return { action: "mark-failed", eventId: signal.eventId, paymentId: signal.paymentId };
  if (signal.currency !== "INR" || !Number.isInteger(signal.amountPaise) || signal.amountPaise !== stored.amountPaise) {
    return { action: "reject", reason: "amount-mismatch", eventId: signal.eventId };
  }
  return { action: "mark-paid", eventId: signal.eventId, paymentId: signal.paymentId };
}

/** payment.captured / order.paid → captured, payment.failed → failed; anything else says nothing about payment. */
export function razorpaySignal(event: RazorpayWebhookEvent): PaymentSignal | null {
  if (event.type === "payment.captured" || event.type === "payment.failed") {
    const { payment } = event;
    if (!payment.orderId) return null;
    return {
      outcome: event.type === "payment.captured" ? "captured" : "failed",
      eventId: event.eventId ?? `razorpay:${event.type}:${payment.id}`,
      gatewayOrderId: payment.orderId,
      paymentId: payment.id,
      amountPaise: payment.amountPaise,
      currency: payment.currency,
    };
  }
  if (event.type === "order.paid") {
    const paymentId = event.payment?.id ?? event.order.id;
    return {
      outcome: "captured",
      eventId: event.eventId ?? `razorpay:order.paid:${event.order.id}`,
      gatewayOrderId: event.order.id,
      paymentId,
      amountPaise: event.order.amountPaidPaise,
      currency: event.order.currency,
    };
  }
  return null;
}

/**
 * The browser checkout's handler, once verifyPaymentSignature accepted it: the payment belongs to the
 * Razorpay order we created, whose amount we checked when creating it.
 */
export function razorpayCheckoutSignal(verified: { orderId: string; paymentId: string }, orderAmountPaise: number): PaymentSignal {
  return {
    outcome: "captured",
    eventId: `razorpay:checkout:${verified.paymentId}`,
    gatewayOrderId: verified.orderId,
    paymentId: verified.paymentId,
    amountPaise: orderAmountPaise,
    currency: "INR",
  };
}

/** Keyed by cf_payment_id and status: a retried webhook is a duplicate, a later status for the same attempt is not. */
export function cashfreeSignal(event: CashfreeWebhookEvent): PaymentSignal | null {
  if (event.type === "ignored" || event.type === "invalid") return null;
  const captured = event.type === "PAYMENT_SUCCESS_WEBHOOK" && event.paymentStatus === "SUCCESS";
  const failed = event.type === "PAYMENT_FAILED_WEBHOOK" || event.type === "PAYMENT_USER_DROPPED_WEBHOOK";
  if (!captured && !failed) return null;
  return {
    outcome: captured ? "captured" : "failed",
    eventId: `cashfree:${event.cfPaymentId}:${event.paymentStatus}`,
    gatewayOrderId: event.orderId,
    paymentId: event.cfPaymentId,
    amountPaise: event.orderAmountPaise,
    currency: event.currency,
  };
}

/** GET /orders/{id} on return from the Cashfree page: PAID is captured, EXPIRED/TERMINATED failed, ACTIVE not decided yet. */
export function cashfreeOrderSignal(order: CashfreeOrder): PaymentSignal | null {
  const outcome = order.order_status === "PAID" ? "captured" : ["EXPIRED", "TERMINATED"].includes(order.order_status) ? "failed" : null;
  if (!outcome) return null;
  return {
    outcome,
    eventId: `cashfree:order:${order.order_id}:${order.order_status}`,
    gatewayOrderId: order.order_id,
    paymentId: order.cf_order_id,
    amountPaise: paise(order.order_amount),
    currency: order.order_currency,
  };
}

const CASHFREE_FAILED_PAYMENTS = ["FAILED", "USER_DROPPED", "CANCELLED", "VOID"];

/**
 * An ACTIVE Cashfree order whose latest attempt failed: the shopper came back without paying. Keyed
 * like the webhook for the same attempt, so whichever arrives second is a duplicate.
 */
export function cashfreeFailedAttemptSignal(order: CashfreeOrder, payments: CashfreePayment[]): PaymentSignal | null {
  const latest = payments.at(-1);
  if (order.order_status !== "ACTIVE" || !latest || !CASHFREE_FAILED_PAYMENTS.includes(latest.payment_status)) return null;
  return {
    outcome: "failed",
    eventId: `cashfree:${latest.cf_payment_id}:${latest.payment_status}`,
    gatewayOrderId: order.order_id,
    paymentId: latest.cf_payment_id,
    amountPaise: paise(order.order_amount),
    currency: order.order_currency,
  };
}
