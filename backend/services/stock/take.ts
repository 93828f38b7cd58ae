import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { Result } from "@/backend/services/result";
import { stockOfPacks } from "./levels";

export interface StockLine {
  pack_id: number;
  product_id: number;
  warehouse_id: number;
  quantity: number;
  /** Product name and pack name as the cart shows them. */
  name: string;
  pack: string;
}

export interface StockChange {
  pack_id: number;
  product_id: number;
  before: number;
  after: number;
}

/** `shortOfStock`: the first line the shelf cannot fill, with the units left of its pack. */
export type TakeStockResult = Result<{ changes: StockChange[] }, "shortOfStock", { line: Pick<StockLine, "name" | "pack">; left: number }>;

/**
 * Takes the lines' units off the shelf inside the caller's transaction, or refuses with the first line
 * that cannot be filled; the caller must then roll back, which puts back what was taken. Each take is one
 * conditional UPDATE (`quantity >= n`): PostgreSQL locks the row and re-checks the condition against
 * the committed count, SQLite runs one writer at a time, so no count ever goes below zero. Rows are
 * taken in pack order so two placements never wait on each other crosswise.
 */
export async function takeStock(trx: Kysely<Database>, lines: StockLine[]): Promise<TakeStockResult> {
  const changes: StockChange[] = [];
  for (const line of [...lines].sort((a, b) => a.pack_id - b.pack_id)) {
    const taken = await trx
      .updateTable("pack_stock")
      .set((eb) => ({ quantity: eb("quantity", "-", line.quantity) }))
      .where("pack_id", "=", line.pack_id)
      .where("warehouse_id", "=", line.warehouse_id)
      .where("quantity", ">=", line.quantity)
      .returning("quantity")
      .executeTakeFirst();
    if (!taken) {
      const left = (await stockOfPacks(trx, [line.pack_id])).get(line.pack_id) ?? 0;
      return { ok: false, reason: "shortOfStock", line: { name: line.name, pack: line.pack }, left };
    }
    changes.push({ pack_id: line.pack_id, product_id: line.product_id, before: taken.quantity + line.quantity, after: taken.quantity });
  }
  return { ok: true, changes };
}

/** Puts units back on the shelf (a cancelled or expired order's lines). */
export async function giveBackStock(trx: Kysely<Database>, lines: Omit<StockLine, "name" | "pack">[]): Promise<StockChange[]> {
  const changes: StockChange[] = [];
  for (const line of [...lines].sort((a, b) => a.pack_id - b.pack_id)) {
    const returned = await trx
      .updateTable("pack_stock")
      .set((eb) => ({ quantity: eb("quantity", "+", line.quantity) }))
      .where("pack_id", "=", line.pack_id)
      .where("warehouse_id", "=", line.warehouse_id)
      .returning("quantity")
      .executeTakeFirst();
    if (returned) changes.push({ pack_id: line.pack_id, product_id: line.product_id, before: returned.quantity - line.quantity, after: returned.quantity });
  }
  return changes;
}
