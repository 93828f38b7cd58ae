import type { Kysely } from "kysely";
import type { Database, OrderRow } from "@/backend/db/schema";
import { getCashfreeOrder, getCashfreeOrderPayments } from "@/backend/services/payments/cashfree";
import { PaymentGatewayError } from "@/backend/services/payments/gateway-error";
import { getRazorpayOrder } from "@/backend/services/payments/razorpay";
import { cashfreeFailedAttemptSignal, cashfreeOrderSignal, isPayable, type PaymentSignal } from "@/backend/services/payments/reconcile";
import type { PaymentConfirmation } from "@/lib/api/schemas/checkout";
import { applyPayment } from "./apply-payment";
import { latestAttempt } from "./attempts";
import { confirmationOf } from "./confirmation";

/** Razorpay's order status: paid means the amount we asked for was collected. */
async function razorpayOrderSignal(gatewayOrderId: string): Promise<PaymentSignal | null> {
  const order = await getRazorpayOrder(gatewayOrderId);
  if (order.status !== "paid") return null;
  return {
    outcome: "captured",
    eventId: `razorpay:order:${order.id}:paid`,
    gatewayOrderId: order.id,
    paymentId: order.id,
    amountPaise: order.amount_paid ?? order.amount,
    currency: order.currency,
  };
}

/** PAID, EXPIRED and TERMINATED say it all; an order still open may hold a failed attempt. */
async function cashfreeSignal(gatewayOrderId: string): Promise<PaymentSignal | null> {
  const order = await getCashfreeOrder(gatewayOrderId);
  return cashfreeOrderSignal(order) ?? cashfreeFailedAttemptSignal(order, await getCashfreeOrderPayments(gatewayOrderId));
}

/**
 * Where an order's payment stands, asking the gateway (never the browser) while it is undecided.
 * A gateway that cannot be reached leaves the answer pending, to be asked again.
 */
export async function confirmPayment(db: Kysely<Database>, order: OrderRow): Promise<PaymentConfirmation> {
  const gateway = order.payment_method === "razorpay" || order.payment_method === "cashfree" ? order.payment_method : null;
  if (!gateway || !isPayable(order.payment_status)) return confirmationOf(order);
  const attempt = await latestAttempt(db, order.id, gateway);
  if (!attempt) return confirmationOf(order);
  try {
    const signal = gateway === "razorpay" ? await razorpayOrderSignal(attempt.gateway_order_id) : await cashfreeSignal(attempt.gateway_order_id);
    if (signal) await applyPayment(db, attempt, signal);
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    console.warn(`[payments] could not ask ${gateway} about order ${order.order_number}: ${error.message}`);
  }
  const current = await db.selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
  return confirmationOf(current);
}
