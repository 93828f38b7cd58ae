import type { Kysely } from "kysely";
import type { Database, OrderRow, OrderStatus } from "@/backend/db/schema";
import { ApiError, notFound } from "@/backend/http/errors";
import { issueInvoice } from "@/backend/services/invoices/issue";
import { ORDER_STATUS_LABELS } from "@/lib/api/schemas/orders";

/** The one way forward from each status; cancelled and delivered orders stay where they are. */
export const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  placed: "confirmed",
  confirmed: "packed",
  packed: "out_for_delivery",
  out_for_delivery: "delivered",
};

/** What the timeline says when the operator gives no note of their own. */
export const PROGRESS_NOTES: Record<OrderStatus, string> = {
  placed: "Order placed",
  confirmed: "Order confirmed by the store",
  packed: "Items packed at the warehouse",
  out_for_delivery: "Out for delivery with our delivery partner",
  delivered: "Delivered",
  cancelled: "Order cancelled",
};

export const ORDER_NOT_FOUND_FOR_OPERATOR = "No order with this id";

const progressRefusal = {
  cancelled: (number: string) => `Order ${number} is cancelled and cannot move on`,
  delivered: (number: string) => `Order ${number} is already delivered`,
  notNext: (number: string, from: OrderStatus, next: OrderStatus) =>
    `Order ${number} is ${ORDER_STATUS_LABELS[from]}: it can move to ${ORDER_STATUS_LABELS[next]} next`,
  changed: (number: string) => `Order ${number} changed meanwhile: read it again`,
  unpaid: (number: string) => `Order ${number} waits for its online payment and cannot be confirmed yet`,
};

const isOnline = (order: OrderRow) => order.payment_method !== "cod";

function refusal(order: OrderRow, to: OrderStatus): string | null {
  if (order.status === "cancelled") return progressRefusal.cancelled(order.order_number);
  const next = NEXT_STATUS[order.status];
  if (!next) return progressRefusal.delivered(order.order_number);
  if (to !== next) return progressRefusal.notNext(order.order_number, order.status, next);
  if (to === "confirmed" && isOnline(order) && order.payment_status !== "paid") return progressRefusal.unpaid(order.order_number);
  return null;
}

/**
 * Moves an order one step along placed → confirmed → packed → out for delivery → delivered, with a
 * timeline event. Confirming issues the tax invoice; delivering a cash order records the cash as paid.
 * The update is conditional on the status read, so two operators racing move it once (409 for the other).
 */
export async function advanceOrder(db: Kysely<Database>, orderId: number, to: OrderStatus, note: string | null, now = new Date()): Promise<OrderRow> {
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
    if (!order) throw notFound(ORDER_NOT_FOUND_FOR_OPERATOR);
    const refused = refusal(order, to);
    if (refused) throw new ApiError(409, refused);
    const stamp = now.toISOString();
    const cashCollected = to === "delivered" && !isOnline(order);
    const updated = await trx
      .updateTable("orders")
      .set({ status: to, updated_at: stamp, ...(cashCollected ? { payment_status: "paid" as const } : {}) })
      .where("id", "=", order.id)
      .where("status", "=", order.status)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new ApiError(409, progressRefusal.changed(order.order_number));
    await trx
      .insertInto("order_events")
      .values({ order_id: order.id, status: to, note: note?.trim() || `${PROGRESS_NOTES[to]}${cashCollected ? " — cash collected" : ""}`, created_at: stamp })
      .execute();
    if (to === "confirmed") await issueInvoice(trx, updated, now);
    return updated;
  });
}
