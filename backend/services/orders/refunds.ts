import type { Kysely } from "kysely";
import { inTransaction } from "@/backend/db/in-transaction";
import type { Database, OrderRow, PaymentGateway, RefundRow } from "@/backend/db/schema";
import { formatPaise } from "@/lib/format";
import { createCashfreeRefund } from "@/backend/services/payments/cashfree";
import { PaymentGatewayError } from "@/backend/services/payments/gateway-error";
import { createRazorpayRefund, getRazorpayOrderPayments } from "@/backend/services/payments/razorpay";
import { GATEWAY_NAMES } from "@/lib/api/schemas/orders";

export type RefundOutcome = "refunded" | "refund-failed" | "ignored" | "duplicate" | "unknown-order";

/** A payment id we stored may be the Razorpay order's (when the order's status told us it was paid): ask for its captured payment. */
async function razorpayPaymentId(gatewayOrderId: string, stored: string | null): Promise<string> {
  if (stored?.startsWith("pay_")) return stored;
  const captured = (await getRazorpayOrderPayments(gatewayOrderId)).find((payment) => payment.status === "captured");
  if (!captured) throw new PaymentGatewayError("razorpay", `Razorpay order ${gatewayOrderId} has no captured payment to refund`);
  return captured.id;
}

/**
 * Asks the gateway to refund, with our refund id (Razorpay receipt, Cashfree refund_id). The refund
 * stays "initiated" until the gateway's refund webhook says how it ended. A gateway that cannot be
 * reached is logged; the order shows the refund as initiated and the record keeps what to retry.
 */
export async function startRefund(db: Kysely<Database>, order: OrderRow, refund: RefundRow, now = new Date()) {
  const payment = await db.selectFrom("payments").selectAll().where("id", "=", refund.payment_id).executeTakeFirstOrThrow();
  try {
    const gatewayRefundId =
      refund.gateway === "razorpay"
        ? (
            await createRazorpayRefund({
              paymentId: await razorpayPaymentId(payment.gateway_order_id, payment.payment_id),
              amountPaise: refund.amount,
              receipt: refund.refund_ref,
              notes: { order_number: order.order_number, reason: (order.cancel_reason ?? "").slice(0, 200) },
            })
          ).id
        : (await createCashfreeRefund({ orderId: payment.gateway_order_id, amountRupees: refund.amount / 100, refundId: refund.refund_ref, note: `Order ${order.order_number} cancelled` }))
            .cf_refund_id;
    const stamp = now.toISOString();
    await db.updateTable("refunds").set({ gateway_refund_id: gatewayRefundId, updated_at: stamp }).where("id", "=", refund.id).execute();
    await db
      .insertInto("order_events")
      .values({ order_id: order.id, status: "cancelled", note: `Refund of ${formatPaise(refund.amount)} initiated — ${GATEWAY_NAMES[refund.gateway]} ${gatewayRefundId}`, created_at: stamp })
      .execute();
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    console.warn(`[payments] refund ${refund.refund_ref} of order ${order.order_number} could not be started at ${refund.gateway}: ${error.message}`);
  }
}

export interface RefundReport {
  /** Same key for the same report, so a redelivered webhook is recognised. */
  eventId: string;
  refundRef: string | null;
  gatewayRefundId: string;
  outcome: "processed" | "failed" | "pending";
}

async function findRefund(db: Kysely<Database>, gateway: PaymentGateway, report: RefundReport) {
  let query = db.selectFrom("refunds").selectAll().where("gateway", "=", gateway);
  query = report.refundRef
    ? query.where((eb) => eb.or([eb("refund_ref", "=", report.refundRef!), eb("gateway_refund_id", "=", report.gatewayRefundId)]))
    : query.where("gateway_refund_id", "=", report.gatewayRefundId);
  return query.executeTakeFirst();
}

/**
 * A gateway's word on a refund, applied once by its event key (recorded in the same transaction as
 * the change): processed marks the order's payment refunded, failed is noted on the timeline.
 */
export async function applyRefundReport(db: Kysely<Database>, gateway: PaymentGateway, report: RefundReport, now = new Date()): Promise<RefundOutcome> {
  const refund = await findRefund(db, gateway, report);
  if (!refund) return "unknown-order";
  if (report.outcome === "pending") return "ignored";
  return inTransaction(db, async (trx): Promise<RefundOutcome> => {
    const stamp = now.toISOString();
    const recorded = await trx
      .insertInto("payment_events")
      .values({ gateway, event_id: report.eventId, order_id: refund.order_id, outcome: "received", created_at: stamp })
      .onConflict((oc) => oc.columns(["gateway", "event_id"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!recorded) return "duplicate";
    const status = report.outcome === "processed" ? "processed" : "failed";
    const changed = await trx
      .updateTable("refunds")
      .set({ status, gateway_refund_id: report.gatewayRefundId, updated_at: stamp })
      .where("id", "=", refund.id)
      .where("status", "!=", "processed")
      .executeTakeFirst();
    let outcome: RefundOutcome = "ignored";
    if (Number(changed.numUpdatedRows) > 0) {
      const name = GATEWAY_NAMES[gateway];
      if (status === "processed") {
        await trx.updateTable("orders").set({ payment_status: "refunded", updated_at: stamp }).where("id", "=", refund.order_id).execute();
      }
      const note =
        status === "processed"
          ? `Refunded ${formatPaise(refund.amount)} — ${name} ${report.gatewayRefundId}`
          : `The refund failed at ${name} (${report.gatewayRefundId}); the store will refund you another way.`;
      await trx.insertInto("order_events").values({ order_id: refund.order_id, status: "cancelled", note, created_at: stamp }).execute();
      outcome = status === "processed" ? "refunded" : "refund-failed";
    }
    await trx.updateTable("payment_events").set({ outcome }).where("id", "=", recorded.id).execute();
    return outcome;
  });
}
