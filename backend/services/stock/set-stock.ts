import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { z } from "zod";
import type { stockSavedWireSchema } from "@/backend/schemas/stock";
import type { Result } from "@/backend/services/result";
import { stockStatusOf } from "@/lib/api/schemas/stock";
import { afterStockChanges } from "./after-change";

export const OPERATOR_STOCK_MESSAGES = {
  unknownPack: "No pack has that id",
  otherWarehouse: "That warehouse does not belong to the pack's website",
} as const;

/** `unknownPack`: no pack has the id; `otherWarehouse`: the warehouse named belongs to another website. */
export type SetStockResult = Result<{ saved: z.infer<typeof stockSavedWireSchema> }, keyof typeof OPERATOR_STOCK_MESSAGES>;

/**
 * Sets the units of a pack on a warehouse's shelf (the operator counted them), then rebuilds the
 * pages whose badges changed and tells the shoppers waiting for it when it came back.
 */
export async function setPackStock(
  db: Kysely<Database>,
  packId: number,
  change: { quantity: number; warehouse_id?: number },
  now = new Date(),
): Promise<SetStockResult> {
  const pack = await db
    .selectFrom("packs")
    .innerJoin("products", "products.id", "packs.product_id")
    .select(["packs.id", "packs.product_id", "packs.warehouse_id", "products.website_id"])
    .where("packs.id", "=", packId)
    .executeTakeFirst();
  if (!pack) return { ok: false, reason: "unknownPack" };
  const warehouseId = change.warehouse_id ?? pack.warehouse_id;
  const warehouse = await db.selectFrom("warehouses").select("id").where("id", "=", warehouseId).where("website_id", "=", pack.website_id).executeTakeFirst();
  if (!warehouse) return { ok: false, reason: "otherWarehouse" };

  const before = await db.transaction().execute(async (trx) => {
    const previous = await trx
      .updateTable("pack_stock")
      .set({ updated_at: now.toISOString() })
      .where("pack_id", "=", packId)
      .where("warehouse_id", "=", warehouseId)
      .returning("quantity")
      .executeTakeFirst();
    await trx
      .insertInto("pack_stock")
      .values({ pack_id: packId, warehouse_id: warehouseId, quantity: change.quantity, updated_at: now.toISOString() })
      .onConflict((oc) => oc.columns(["pack_id", "warehouse_id"]).doUpdateSet({ quantity: change.quantity, updated_at: now.toISOString() }))
      .execute();
    return previous?.quantity ?? 0;
  });
  // Only the warehouse that sells the pack shows on the storefront.
  const shown = warehouseId === pack.warehouse_id ? [{ pack_id: packId, product_id: pack.product_id, before, after: change.quantity }] : [];
  const alertsSent = await afterStockChanges(db, pack.website_id, shown);
  return {
    ok: true,
    saved: {
      pack_id: packId,
      product_id: pack.product_id,
      warehouse_id: warehouseId,
      quantity: change.quantity,
      stock_status: stockStatusOf(change.quantity),
      alerts_sent: alertsSent,
    },
  };
}
