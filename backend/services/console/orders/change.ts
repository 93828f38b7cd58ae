import type { Kysely } from "kysely";
import { inTransaction } from "@/backend/db/in-transaction";
import type { Database, OrderRow } from "@/backend/db/schema";
import { recordAudit } from "@/backend/services/audit/record-audit";
import { finishCancellation, recordCancellation } from "@/backend/services/orders/cancel-order";
import { advanceOrder, type AdvanceOrderResult } from "@/backend/services/orders/progress";
import type { Failure, Result } from "@/backend/services/result";
import type { OrderStep } from "@/lib/api/schemas/console/orders";
import { ORDER_STATUS_LABELS } from "@/lib/api/schemas/orders";

/** Who is changing which website's order. */
export interface StaffAction {
  websiteId: number;
  /** Null for the operator token. */
  actorUserId: number | null;
}

const auditedState = (order: Pick<OrderRow, "status" | "payment_status">) => ({ status: order.status, payment_status: order.payment_status });

/** Moves the website's order one step (the storefront's own rules in advanceOrder), with its audit entry in the same transaction. */
export async function advanceWebsiteOrder(db: Kysely<Database>, staff: StaffAction, orderId: number, to: OrderStep, note: string | null, now = new Date()): Promise<AdvanceOrderResult> {
  return inTransaction(db, async (trx): Promise<AdvanceOrderResult> => {
    const before = await trx.selectFrom("orders").selectAll().where("id", "=", orderId).where("website_id", "=", staff.websiteId).executeTakeFirst();
    if (!before) return { ok: false, reason: "unknownOrder" };
    const advanced = await advanceOrder(trx, orderId, to, note, now);
    if (!advanced.ok) return advanced;
    await recordAudit(
      trx,
      {
        ...staff,
        action: `order-${to.replaceAll("_", "-")}`,
        entity: "order",
        entityId: orderId,
        summary: `Order ${before.order_number}: ${ORDER_STATUS_LABELS[before.status]} → ${ORDER_STATUS_LABELS[to]}`,
        before: auditedState(before),
        after: auditedState(advanced.order),
      },
      now,
    );
    return advanced;
  });
}

/** `unknownOrder`: no order of the website has the id; `tooLate`: it has left the warehouse, or is already cancelled. */
export type StoreCancellationResult =
  | Result<{ order: OrderRow; refunding: boolean }, "unknownOrder">
  | Failure<"tooLate", { order: Pick<OrderRow, "order_number" | "status"> }>;

/**
 * Cancels the website's order for the store with a reason (the customer's own cancellation, with the
 * store's later last step), audited in the same transaction; then the gateway is asked to refund.
 */
export async function cancelWebsiteOrder(db: Kysely<Database>, staff: StaffAction, orderId: number, reason: string, now = new Date()): Promise<StoreCancellationResult> {
  const done = await inTransaction(db, async (trx) => {
    const before = await trx.selectFrom("orders").select(["status", "payment_status"]).where("id", "=", orderId).where("website_id", "=", staff.websiteId).executeTakeFirst();
    const cancelled = await recordCancellation(trx, { by: "store", websiteId: staff.websiteId }, orderId, reason, now);
    if (!cancelled.ok || !before) return cancelled;
    const after = await trx.selectFrom("orders").select(["status", "payment_status"]).where("id", "=", orderId).executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      { ...staff, action: "order-cancel", entity: "order", entityId: orderId, summary: `Order ${cancelled.order.order_number} cancelled: ${reason}`, before: auditedState(before), after: auditedState(after) },
      now,
    );
    return cancelled;
  });
  if (!done.ok) return done;
  await finishCancellation(db, done, now);
  return { ok: true, order: done.order, refunding: done.refund !== null };
}
