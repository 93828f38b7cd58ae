import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { z } from "zod";
import type { stockSavedWireSchema } from "@/backend/schemas/stock";
import type { Result } from "@/backend/services/result";
import { stockStatusOf } from "@/lib/api/schemas/stock";
import { inTransaction } from "@/backend/db/in-transaction";
import { recordAudit, type AuditActor } from "@/backend/services/audit/record-audit";
import { afterStockChanges } from "./after-change";

export const OPERATOR_STOCK_MESSAGES = {
  unknownPack: "No pack has that id",
  otherWarehouse: "That warehouse does not belong to the pack's website",
} as const;

/** `unknownPack`: no pack has the id; `otherWarehouse`: the warehouse named belongs to another website. */
export type SetStockResult = Result<{ saved: z.infer<typeof stockSavedWireSchema> }, keyof typeof OPERATOR_STOCK_MESSAGES>;

/**
 * Sets the units of a pack on a warehouse's shelf (the operator counted them), then rebuilds the
 * pages whose badges changed and tells the shoppers waiting for it when it came back. With an actor
 * (the console) the pack must belong to the actor's website and the count is recorded in the audit log.
 */
export async function setPackStock(
  db: Kysely<Database>,
  packId: number,
  change: { quantity: number; warehouse_id?: number },
  now = new Date(),
  actor?: AuditActor,
): Promise<SetStockResult> {
  const pack = await db
    .selectFrom("packs")
    .innerJoin("products", "products.id", "packs.product_id")
    .select(["packs.id", "packs.product_id", "packs.warehouse_id", "packs.name", "products.website_id", "products.name as product_name"])
    .where("packs.id", "=", packId)
    .$if(actor !== undefined, (query) => query.where("products.website_id", "=", actor!.websiteId))
    .executeTakeFirst();
  if (!pack) return { ok: false, reason: "unknownPack" };
  const warehouseId = change.warehouse_id ?? pack.warehouse_id;
  const warehouse = await db.selectFrom("warehouses").select("id").where("id", "=", warehouseId).where("website_id", "=", pack.website_id).executeTakeFirst();
  if (!warehouse) return { ok: false, reason: "otherWarehouse" };

  const before = await inTransaction(db, async (trx) => {
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
    const counted = previous?.quantity ?? 0;
    if (actor) {
      await recordAudit(
        trx,
        {
          websiteId: actor.websiteId,
          actorUserId: actor.userId,
          action: "set-stock",
          entity: "pack",
          entityId: packId,
          summary: `Stock of ${pack.product_name} ${pack.name}: ${counted} → ${change.quantity}`,
          before: { warehouse_id: warehouseId, quantity: counted },
          after: { warehouse_id: warehouseId, quantity: change.quantity },
        },
        now,
      );
    }
    return counted;
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
