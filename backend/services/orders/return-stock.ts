import type { Kysely } from "kysely";
import type { Database, OrderRow } from "@/backend/db/schema";
import { giveBackStock, type StockChange } from "@/backend/services/stock/take";

/**
 * Puts an order's units back on the shelf inside the caller's transaction, once: the order is claimed
 * by a conditional update of stock_returned_at, so a cancel racing the hold's expiry returns them once.
 * Lines without a warehouse were placed before stock was kept and took nothing.
 */
export async function returnStock(trx: Kysely<Database>, order: Pick<OrderRow, "id">, now = new Date()): Promise<StockChange[]> {
  const claimed = await trx
    .updateTable("orders")
    .set({ stock_returned_at: now.toISOString(), stock_held_until: null })
    .where("id", "=", order.id)
    .where("stock_returned_at", "is", null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return [];
  const lines = await trx
    .selectFrom("order_items")
    .select(["pack_id", "product_id", "warehouse_id", "quantity"])
    .where("order_id", "=", order.id)
    .where("pack_id", "is not", null)
    .where("product_id", "is not", null)
    .where("warehouse_id", "is not", null)
    .execute();
  return giveBackStock(
    trx,
    lines.map((line) => ({ pack_id: line.pack_id!, product_id: line.product_id!, warehouse_id: line.warehouse_id!, quantity: line.quantity })),
  );
}
