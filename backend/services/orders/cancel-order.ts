import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { inTransaction } from "@/backend/db/in-transaction";
import type { Database, OrderRow, RefundRow } from "@/backend/db/schema";
import type { SignedInCustomer } from "@/backend/services/account/owner";
import { findCoupon, lockCoupon } from "@/backend/services/coupons";
import { issueCreditNote } from "@/backend/services/invoices/issue";
import { CANCELLABLE_STATUSES } from "@/lib/api/schemas/orders";
import { STORE_CANCELLABLE_STATUSES } from "@/lib/api/schemas/console/orders";
import type { Failure, Result } from "@/backend/services/result";
import { ownOrder } from "./own";
import { startRefund } from "./refunds";
import { afterStockChanges } from "@/backend/services/stock/after-change";
import { returnStock } from "./return-stock";
import { CANCEL_MESSAGES } from "@/lib/api/schemas/shopper-sentences";

export { CANCEL_MESSAGES };

/** `unknownOrder`: the canceller has no order with the id; `tooLate`: past the last status the canceller may cancel from, or already cancelled. */
export type CancelOrderResult =
  | Result<{ message: string }, "unknownOrder">
  | Failure<"tooLate", { order: Pick<OrderRow, "order_number" | "status"> }>;
type CancelRefusal = Extract<CancelOrderResult, { ok: false }>;

/** The coupon the order used counts as unused again. */
async function giveBackCoupon(trx: Kysely<Database>, order: OrderRow) {
  if (!order.coupon_code) return;
  await lockCoupon(trx, order.website_id, order.coupon_code);
  const coupon = await findCoupon(trx, order.website_id, order.coupon_code);
  if (coupon) await trx.deleteFrom("coupon_redemptions").where("coupon_id", "=", coupon.id).where("order_ref", "=", order.order_number).execute();
}

/** The online payment that collected the order's money, to be refunded in full. */
async function recordRefund(trx: Kysely<Database>, order: OrderRow, stamp: string): Promise<RefundRow | null> {
  if (order.payment_status !== "paid" || order.payment_method === "cod") return null;
  const payment = await trx.selectFrom("payments").selectAll().where("order_id", "=", order.id).where("status", "=", "paid").orderBy("id", "desc").executeTakeFirst();
  if (!payment) return null;
  await trx.updateTable("orders").set({ payment_status: "refund_initiated" }).where("id", "=", order.id).execute();
  return trx
    .insertInto("refunds")
    .values({
      order_id: order.id,
      payment_id: payment.id,
      gateway: payment.gateway,
      refund_ref: `rf_${order.id}_${randomBytes(4).toString("hex")}`,
      gateway_refund_id: null,
      amount: payment.amount,
      status: "initiated",
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Who cancels: a customer their own order until it is packed, or the store any order of its website
 * until it leaves the warehouse. Each finds the order its own way (someone else's is as missing as
 * one that never was) and signs the timeline note.
 */
export type Canceller = { by: "customer"; owner: SignedInCustomer } | { by: "store"; websiteId: number };

const CANCELLER_RULES = {
  customer: { statuses: CANCELLABLE_STATUSES, note: (reason: string) => `Cancelled by the customer: ${reason}` },
  store: { statuses: STORE_CANCELLABLE_STATUSES, note: (reason: string) => `Cancelled by the store: ${reason}` },
} as const;

const findCancellable = (trx: Kysely<Database>, canceller: Canceller, orderId: number) =>
  canceller.by === "customer"
    ? ownOrder(trx, canceller.owner, orderId)
    : trx.selectFrom("orders").selectAll().where("id", "=", orderId).where("website_id", "=", canceller.websiteId).executeTakeFirst();

/**
 * The cancellation as the store records it: the status change (conditional, so a cancel racing the
 * packer or a second tap happens once), the coupon use given back, the units back on the shelf, the
 * credit note of an invoiced order and the refund record, committed together. The gateway is not asked
 * to refund here (see finishCancellation), so the refund stays initiated until someone asks it.
 */
export async function recordCancellation(db: Kysely<Database>, canceller: Canceller, orderId: number, reason: string, now = new Date()) {
  const stamp = now.toISOString();
  const rules = CANCELLER_RULES[canceller.by];
  return inTransaction(db, async (trx) => {
    const current = await findCancellable(trx, canceller, orderId);
    if (!current) return { ok: false, reason: "unknownOrder" } satisfies CancelRefusal;
    const cancelled = await trx
      .updateTable("orders")
      .set({ status: "cancelled", cancel_reason: reason, updated_at: stamp })
      .where("id", "=", current.id)
      .where("status", "in", [...rules.statuses])
      .returningAll()
      .executeTakeFirst();
    // Nothing was written yet, so the transaction may commit.
    if (!cancelled) return { ok: false, reason: "tooLate", order: { order_number: current.order_number, status: current.status } } satisfies CancelRefusal;
    await trx.insertInto("order_events").values({ order_id: current.id, status: "cancelled", note: rules.note(reason), created_at: stamp }).execute();
    await giveBackCoupon(trx, cancelled);
    const stock = await returnStock(trx, cancelled, now);
    await issueCreditNote(trx, cancelled, now);
    return { ok: true, order: cancelled, refund: await recordRefund(trx, cancelled, stamp), stock } as const;
  });
}

type RecordedCancellation = Extract<Awaited<ReturnType<typeof recordCancellation>>, { ok: true }>;

/** After the cancellation committed: the pages showing the returned units, then the gateway asked to refund an online payment. */
export async function finishCancellation(db: Kysely<Database>, { order, refund, stock }: RecordedCancellation, now = new Date()) {
  await afterStockChanges(db, order.website_id, stock);
  if (refund) await startRefund(db, order, refund, now);
}

/** Cancels the customer's order with their reason (recordCancellation), then asks the gateway to refund an online payment. */
export async function cancelOrder(db: Kysely<Database>, owner: SignedInCustomer, orderId: number, reason: string, now = new Date()): Promise<CancelOrderResult> {
  const done = await recordCancellation(db, { by: "customer", owner }, orderId, reason, now);
  if (!done.ok) return done;
  await finishCancellation(db, done, now);
  return { ok: true, message: done.refund ? CANCEL_MESSAGES.refunding : CANCEL_MESSAGES.cancelled };
}
