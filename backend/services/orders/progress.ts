import type { Kysely } from "kysely";
import { inTransaction } from "@/backend/db/in-transaction";
import type { Database, OrderRow, OrderStatus } from "@/backend/db/schema";
import { issueInvoice } from "@/backend/services/invoices/issue";
import type { Failure, Result } from "@/backend/services/result";
import { ORDER_STATUS_LABELS } from "@/lib/api/schemas/orders";

/** The one way forward from each status; cancelled and delivered orders stay where they are. */
export const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  placed: "confirmed",
  confirmed: "packed",
  packed: "out_for_delivery",
  out_for_delivery: "delivered",
};

/** What the timeline says when the operator gives no note of their own. */
const PROGRESS_NOTES: Record<OrderStatus, string> = {
  placed: "Order placed",
  confirmed: "Order confirmed by the store",
  packed: "Items packed at the warehouse",
  out_for_delivery: "Out for delivery with our delivery partner",
  delivered: "Delivered",
  cancelled: "Order cancelled",
};

export const ORDER_NOT_FOUND_FOR_OPERATOR = "No order with this id";

export const PROGRESS_REFUSALS = {
  cancelled: (number: string) => `Order ${number} is cancelled and cannot move on`,
  delivered: (number: string) => `Order ${number} is already delivered`,
  notNext: (number: string, from: OrderStatus, next: OrderStatus) =>
    `Order ${number} is ${ORDER_STATUS_LABELS[from]}: it can move to ${ORDER_STATUS_LABELS[next]} next`,
  changed: (number: string) => `Order ${number} changed meanwhile: read it again`,
  unpaid: (number: string) => `Order ${number} waits for its online payment and cannot be confirmed yet`,
};

/**
 * `unknownOrder`: no order has the id. The others name the order: `cancelled` and `delivered` stay
 * where they are, `notNext` skips or goes back (with the step it can take), `unpaid` is an online
 * order not paid yet, `changed` lost a race with another operator.
 */
export type AdvanceOrderResult =
  | Result<{ order: OrderRow }, "unknownOrder">
  | Failure<"cancelled" | "delivered" | "changed" | "unpaid", { orderNumber: string }>
  | Failure<"notNext", { orderNumber: string; from: OrderStatus; next: OrderStatus }>;
type ProgressRefusal = Extract<AdvanceOrderResult, { ok: false }>;

const isOnline = (order: OrderRow) => order.payment_method !== "cod";

function refusal(order: OrderRow, to: OrderStatus): ProgressRefusal | null {
  const orderNumber = order.order_number;
  if (order.status === "cancelled") return { ok: false, reason: "cancelled", orderNumber };
  const next = NEXT_STATUS[order.status];
  if (!next) return { ok: false, reason: "delivered", orderNumber };
  if (to !== next) return { ok: false, reason: "notNext", orderNumber, from: order.status, next };
  if (to === "confirmed" && isOnline(order) && order.payment_status !== "paid") return { ok: false, reason: "unpaid", orderNumber };
  return null;
}

/**
 * Moves an order one step along placed → confirmed → packed → out for delivery → delivered, with a
 * timeline event. Confirming issues the tax invoice; delivering a cash order records the cash as paid.
 * The update is conditional on the status read, so two operators racing move it once (`changed` for the other).
 */
export async function advanceOrder(db: Kysely<Database>, orderId: number, to: OrderStatus, note: string | null, now = new Date()): Promise<AdvanceOrderResult> {
  return inTransaction(db, async (trx): Promise<AdvanceOrderResult> => {
    const order = await trx.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
    if (!order) return { ok: false, reason: "unknownOrder" };
    const refused = refusal(order, to);
    if (refused) return refused;
    const stamp = now.toISOString();
    const cashCollected = to === "delivered" && !isOnline(order);
    const updated = await trx
      .updateTable("orders")
      .set({ status: to, updated_at: stamp, ...(cashCollected ? { payment_status: "paid" as const } : {}) })
      .where("id", "=", order.id)
      .where("status", "=", order.status)
      .returningAll()
      .executeTakeFirst();
    if (!updated) return { ok: false, reason: "changed", orderNumber: order.order_number };
    await trx
      .insertInto("order_events")
      .values({ order_id: order.id, status: to, note: note?.trim() || `${PROGRESS_NOTES[to]}${cashCollected ? " — cash collected" : ""}`, created_at: stamp })
      .execute();
    if (to === "confirmed") await issueInvoice(trx, updated, now);
    return { ok: true, order: updated };
  });
}
