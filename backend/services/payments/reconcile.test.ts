import { parseWebhookEvent as parseCashfree } from "./cashfree";
import { parseWebhookEvent as parseRazorpay } from "./razorpay";
import {
  cashfreeFailedAttemptSignal,
  cashfreeOrderSignal,
  cashfreeSignal,
  isPayable,
  razorpayCheckoutSignal,
  razorpaySignal,
  reconcilePayment,
  type PaymentSignal,
  type StoredPayment,
} from "./reconcile";

const pending: StoredPayment = { amountPaise: 12350, status: "pending", gatewayOrderId: "order_1", processedEventIds: [] };

const captured: PaymentSignal = { outcome: "captured", eventId: "evt_1", gatewayOrderId: "order_1", paymentId: "pay_1", amountPaise: 12350, currency: "INR" };
const failed: PaymentSignal = { ...captured, outcome: "failed", eventId: "evt_0", paymentId: "pay_0" };

/** Applies transitions the way the checkout's store would: status and processed ids. */
function apply(stored: StoredPayment, signal: PaymentSignal): StoredPayment {
  const transition = reconcilePayment(stored, signal);
  const processed = [...stored.processedEventIds];
  if (transition.action === "mark-paid") return { ...stored, status: "paid", processedEventIds: [...processed, transition.eventId] };
  if (transition.action === "mark-failed") return { ...stored, status: "failed", processedEventIds: [...processed, transition.eventId] };
  return stored;
}

describe("reconcilePayment", () => {
  it("marks paid when captured for exactly the amount owed", () => {
    expect(reconcilePayment(pending, captured)).toEqual({ action: "mark-paid", eventId: "evt_1", paymentId: "pay_1" });
  });

  it("refuses a tampered amount or currency", () => {
    expect(reconcilePayment(pending, { ...captured, amountPaise: 12349 })).toEqual({ action: "reject", reason: "amount-mismatch", eventId: "evt_1" });
    expect(reconcilePayment(pending, { ...captured, amountPaise: 12351 })).toMatchObject({ action: "reject", reason: "amount-mismatch" });
    expect(reconcilePayment(pending, { ...captured, amountPaise: 12350.4 })).toMatchObject({ action: "reject", reason: "amount-mismatch" });
    expect(reconcilePayment(pending, { ...captured, currency: "USD" })).toMatchObject({ action: "reject", reason: "amount-mismatch" });
  });

  it("refuses a payment for another gateway order, or for an order that never had one", () => {
    expect(reconcilePayment(pending, { ...captured, gatewayOrderId: "order_2" })).toMatchObject({ action: "reject", reason: "order-mismatch" });
    expect(reconcilePayment({ ...pending, gatewayOrderId: null }, captured)).toMatchObject({ action: "reject", reason: "order-mismatch" });
  });

  it("records a failure but keeps the order payable, so a retry can pay it", () => {
    const afterFailure = apply(pending, failed);
    expect(afterFailure.status).toBe("failed");
    expect(isPayable(afterFailure.status)).toBe(true);
    const afterRetry = apply(afterFailure, captured);
    expect(afterRetry.status).toBe("paid");
    expect(isPayable(afterRetry.status)).toBe(false);
  });

  it("treats a redelivered event as a no-op", () => {
    const paid = apply(pending, captured);
    expect(reconcilePayment(paid, captured)).toEqual({ action: "ignore", reason: "duplicate" });
    const afterFailure = apply(pending, failed);
    expect(reconcilePayment(afterFailure, failed)).toEqual({ action: "ignore", reason: "duplicate" });
    expect(reconcilePayment({ ...pending, processedEventIds: new Set(["evt_1"]) }, captured)).toEqual({ action: "ignore", reason: "duplicate" });
  });

  it("never downgrades a paid order when a failure arrives late", () => {
    const paid = apply(pending, captured);
    expect(reconcilePayment(paid, { ...failed, eventId: "evt_late" })).toEqual({ action: "ignore", reason: "already-paid" });
  });

  it("leaves refunded orders alone", () => {
    expect(reconcilePayment({ ...pending, status: "refunded" }, captured)).toEqual({ action: "ignore", reason: "refunded" });
  });
});

describe("Razorpay signals", () => {
  const payment = (status: string) => ({ id: "pay_1", amount: 12350, currency: "INR", status, order_id: "order_1" });
  const webhook = (event: string, payload: unknown, eventId: string) => parseRazorpay(JSON.stringify({ event, payload }), eventId);
  const capturedEvent = webhook("payment.captured", { payment: { entity: payment("captured") } }, "evt_cap");
  const orderPaidEvent = webhook(
    "order.paid",
    { order: { entity: { id: "order_1", amount: 12350, amount_paid: 12350, currency: "INR", status: "paid" } }, payment: { entity: payment("captured") } },
    "evt_paid",
  );
  const failedEvent = webhook("payment.failed", { payment: { entity: { ...payment("failed"), id: "pay_2" } } }, "evt_fail");

  it("maps payment.captured, order.paid and payment.failed", () => {
    expect(razorpaySignal(capturedEvent)).toEqual({ outcome: "captured", eventId: "evt_cap", gatewayOrderId: "order_1", paymentId: "pay_1", amountPaise: 12350, currency: "INR" });
    expect(razorpaySignal(orderPaidEvent)).toMatchObject({ outcome: "captured", eventId: "evt_paid", amountPaise: 12350 });
    expect(razorpaySignal(failedEvent)).toMatchObject({ outcome: "failed", paymentId: "pay_2" });
    expect(razorpaySignal(webhook("refund.created", {}, "evt_r"))).toBeNull();
  });

  it("treats order.paid after payment.captured as a no-op", () => {
    const paid = apply(pending, razorpaySignal(capturedEvent)!);
    expect(reconcilePayment(paid, razorpaySignal(orderPaidEvent)!)).toEqual({ action: "ignore", reason: "already-paid" });
  });

  it("keeps an order paid when payment.failed arrives after order.paid", () => {
    const paid = apply(pending, razorpaySignal(orderPaidEvent)!);
    expect(reconcilePayment(paid, razorpaySignal(failedEvent)!)).toEqual({ action: "ignore", reason: "already-paid" });
  });

  it("uses a stable key when the event id header is missing", () => {
    const withoutId = parseRazorpay(JSON.stringify({ event: "payment.captured", payload: { payment: { entity: payment("captured") } } }));
    expect(razorpaySignal(withoutId)?.eventId).toBe("razorpay:payment.captured:pay_1");
  });

  it("maps a verified checkout handler to a capture of the created order", () => {
    const signal = razorpayCheckoutSignal({ orderId: "order_1", paymentId: "pay_1" }, 12350);
    expect(reconcilePayment(pending, signal)).toEqual({ action: "mark-paid", eventId: "razorpay:checkout:pay_1", paymentId: "pay_1" });
    expect(reconcilePayment(apply(pending, signal), razorpaySignal(capturedEvent)!)).toEqual({ action: "ignore", reason: "already-paid" });
  });
});

describe("Cashfree signals", () => {
  const stored: StoredPayment = { ...pending, gatewayOrderId: "SO-1001" };
  const webhook = (type: string, status: string, cfPaymentId: number, amount = 123.5) =>
    parseCashfree(JSON.stringify({ type, data: { order: { order_id: "SO-1001", order_amount: amount, order_currency: "INR" }, payment: { cf_payment_id: cfPaymentId, payment_status: status } } }));

  it("marks paid on a success for the exact amount, refuses a tampered amount", () => {
    expect(reconcilePayment(stored, cashfreeSignal(webhook("PAYMENT_SUCCESS_WEBHOOK", "SUCCESS", 11))!)).toMatchObject({ action: "mark-paid", paymentId: "11" });
    expect(reconcilePayment(stored, cashfreeSignal(webhook("PAYMENT_SUCCESS_WEBHOOK", "SUCCESS", 11, 1.235))!)).toMatchObject({ action: "reject", reason: "amount-mismatch" });
  });

  it("treats the same cf_payment_id redelivered as a no-op, and failure then retry as a payment", () => {
    const dropped = cashfreeSignal(webhook("PAYMENT_USER_DROPPED_WEBHOOK", "USER_DROPPED", 10))!;
    const afterDrop = apply(stored, dropped);
    expect(afterDrop.status).toBe("failed");
    expect(reconcilePayment(afterDrop, dropped)).toEqual({ action: "ignore", reason: "duplicate" });
    const paid = apply(afterDrop, cashfreeSignal(webhook("PAYMENT_SUCCESS_WEBHOOK", "SUCCESS", 11))!);
    expect(paid.status).toBe("paid");
    expect(reconcilePayment(paid, cashfreeSignal(webhook("PAYMENT_SUCCESS_WEBHOOK", "SUCCESS", 11))!)).toEqual({ action: "ignore", reason: "duplicate" });
    expect(reconcilePayment(paid, cashfreeSignal(webhook("PAYMENT_FAILED_WEBHOOK", "FAILED", 12))!)).toEqual({ action: "ignore", reason: "already-paid" });
  });

  it("ignores events that say nothing about payment", () => {
    expect(cashfreeSignal(parseCashfree(JSON.stringify({ type: "REFUND_STATUS_WEBHOOK" })))).toBeNull();
    expect(cashfreeSignal(webhook("PAYMENT_SUCCESS_WEBHOOK", "PENDING", 13))).toBeNull();
  });

  it("maps a fetched order: PAID captures, EXPIRED fails, ACTIVE waits", () => {
    const order = { cf_order_id: "99", order_id: "SO-1001", order_amount: 123.5, order_currency: "INR", order_status: "PAID" };
    expect(reconcilePayment(stored, cashfreeOrderSignal(order)!)).toMatchObject({ action: "mark-paid", eventId: "cashfree:order:SO-1001:PAID" });
    expect(cashfreeOrderSignal({ ...order, order_status: "EXPIRED" })).toMatchObject({ outcome: "failed" });
    expect(cashfreeOrderSignal({ ...order, order_status: "ACTIVE" })).toBeNull();
  });

  it("reads a failed latest attempt on an open order as the failure its webhook would report", () => {
    const open = { cf_order_id: "99", order_id: "SO-1001", order_amount: 123.5, order_currency: "INR", order_status: "ACTIVE" };
    const attempt = (cf_payment_id: string, payment_status: string) => ({ cf_payment_id, payment_status });
    const failed = cashfreeFailedAttemptSignal(open, [attempt("10", "SUCCESS"), attempt("11", "FAILED")]);
    expect(failed).toMatchObject({ outcome: "failed", paymentId: "11" });
    expect(failed!.eventId).toBe(cashfreeSignal(webhook("PAYMENT_FAILED_WEBHOOK", "FAILED", 11))!.eventId);
    expect(cashfreeFailedAttemptSignal(open, [attempt("11", "FAILED"), attempt("12", "PENDING")])).toBeNull();
    expect(cashfreeFailedAttemptSignal(open, [])).toBeNull();
    expect(cashfreeFailedAttemptSignal({ ...open, order_status: "PAID" }, [attempt("11", "FAILED")])).toBeNull();
  });
});
