import type { Kysely } from "kysely";
import { inTransaction } from "@/backend/db/in-transaction";
import type { Database, PaymentRow } from "@/backend/db/schema";
import { reconcilePayment, type PaymentSignal, type PaymentTransition } from "@/backend/services/payments/reconcile";
import { issueInvoice } from "@/backend/services/invoices/issue";
import { settleCart } from "./settle-cart";
import { GATEWAY_NAMES } from "@/lib/api/schemas/orders";

export type PaymentOutcome = "paid" | "failed" | "duplicate" | "ignored" | "rejected";

const outcomeOf = (transition: PaymentTransition): PaymentOutcome =>
  transition.action === "mark-paid" ? "paid" : transition.action === "mark-failed" ? "failed" : transition.action === "reject" ? "rejected" : "ignored";

/**
 * Applies one gateway report (webhook, verified checkout handler, or a status the gateway answered) to
 * the order of the attempt it names. The report's key is recorded first, in the same transaction as
 * the order change, so the same report is applied once even when deliveries race.
 */
export async function applyPayment(db: Kysely<Database>, attempt: PaymentRow, signal: PaymentSignal, now = new Date()): Promise<PaymentOutcome> {
  return inTransaction(db, async (trx): Promise<PaymentOutcome> => {
    const stamp = now.toISOString();
    const recorded = await trx
      .insertInto("payment_events")
      .values({ gateway: attempt.gateway, event_id: signal.eventId, order_id: attempt.order_id, outcome: "received", created_at: stamp })
      .onConflict((oc) => oc.columns(["gateway", "event_id"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!recorded) return "duplicate";

    const order = await trx.selectFrom("orders").selectAll().where("id", "=", attempt.order_id).executeTakeFirstOrThrow();
    const transition = reconcilePayment(
      { amountPaise: order.total === attempt.amount ? attempt.amount : -1, status: order.payment_status, gatewayOrderId: attempt.gateway_order_id, processedEventIds: [] },
      signal,
    );
    let result = outcomeOf(transition);
    const gateway = GATEWAY_NAMES[attempt.gateway];

    if (transition.action === "mark-paid") {
      // Conditional, so two different reports of the same payment racing each other confirm it once.
      const updated = await trx
        .updateTable("orders")
        .set({ payment_status: "paid", status: order.status === "placed" ? "confirmed" : order.status, stock_held_until: null, updated_at: stamp })
        .where("id", "=", order.id)
        .where("payment_status", "in", ["pending", "failed"])
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        result = "ignored";
      } else {
        await trx.updateTable("payments").set({ status: "paid", payment_id: transition.paymentId, updated_at: stamp }).where("id", "=", attempt.id).execute();
        await trx
          .insertInto("order_events")
          .values({ order_id: order.id, status: "confirmed", note: `Payment received — ${gateway} ${transition.paymentId}`, created_at: stamp })
          .execute();
        await settleCart(trx, order, now);
        await issueInvoice(trx, order, now);
      }
    } else if (transition.action === "mark-failed") {
      await trx.updateTable("orders").set({ payment_status: "failed", updated_at: stamp }).where("id", "=", order.id).where("payment_status", "=", "pending").execute();
      await trx.updateTable("payments").set({ status: "failed", payment_id: transition.paymentId, updated_at: stamp }).where("id", "=", attempt.id).where("status", "=", "created").execute();
      await trx
        .insertInto("order_events")
        .values({ order_id: order.id, status: order.status, note: `Payment failed — ${gateway} ${transition.paymentId}. The order can still be paid.`, created_at: stamp })
        .execute();
    } else if (transition.action === "reject") {
      console.warn(`[payments] ${gateway} report ${signal.eventId} refused for order ${order.order_number}: ${transition.reason}`);
    }
    await trx.updateTable("payment_events").set({ outcome: result }).where("id", "=", recorded.id).execute();
    return result;
  });
}
