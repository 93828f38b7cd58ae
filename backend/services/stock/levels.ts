import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from "kysely";
import type { Database } from "@/backend/db/schema";
import { LOW_STOCK_AT, stockStatusOf, type StockStatus } from "@/lib/api/schemas/stock";

/**
 * `stock`: the units of the query's pack at the warehouse that sells it (0 without a stock row), one
 * lookup by pack_stock's primary key. For any query that has `packs` in it.
 */
export function packStock(eb: ExpressionBuilder<Database, "packs">) {
  const row = eb
    .selectFrom("pack_stock")
    .select("pack_stock.quantity")
    .whereRef("pack_stock.pack_id", "=", "packs.id")
    .whereRef("pack_stock.warehouse_id", "=", "packs.warehouse_id");
  return eb.fn.coalesce(row, eb.lit(0)).as("stock");
}

/** Adds `stock` (packStock) to a query over packs. */
export function withStock<O>(query: SelectQueryBuilder<Database, "packs", O>) {
  return query.select((eb) => packStock(eb));
}

/** Units of each pack at the warehouse that sells it; a pack without a stock row has none. */
export async function stockOfPacks(db: Kysely<Database>, packIds: number[]): Promise<Map<number, number>> {
  if (packIds.length === 0) return new Map();
  const rows = await withStock(db.selectFrom("packs")).select("packs.id").where("packs.id", "in", packIds).execute();
  return new Map(rows.map((row) => [row.id, Number(row.stock)]));
}

/** What the contract says of a pack's stock: a status, and the count only when few are left. */
export function stockFields(quantity: number): { in_stock: boolean; stock_status: StockStatus; stock_left: number | null } {
  const status = stockStatusOf(quantity);
  return { in_stock: status !== "out_of_stock", stock_status: status, stock_left: status === "low_stock" ? quantity : null };
}

/** Whether a change between these two counts changes what pages show (a status or an "Only N left"). */
export const shownStockChanged = (before: number, after: number) => before !== after && Math.min(before, after) <= LOW_STOCK_AT;
