import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { AuditActor } from "@/backend/services/audit/record-audit";
import { warehouseBodySchema, type WarehouseBody } from "@/lib/api/schemas/console/delivery";
import { deliveryWrite, recordDeliveryAudit } from "./delivery-write";

const nameTakenBy = (trx: Kysely<Database>, websiteId: number, name: string, warehouseId: number | null) =>
  trx
    .selectFrom("warehouses")
    .select("id")
    .where("website_id", "=", websiteId)
    .where((eb) => eb(eb.fn("lower", ["name"]), "=", name.toLowerCase()))
    .$if(warehouseId !== null, (query) => query.where("id", "!=", warehouseId!))
    .executeTakeFirst();

/**
 * Adds a warehouse (warehouseId null) or rewrites one of the actor's website. A warehouse is never
 * deleted (its stock and orders point at it): inactive, it stops delivering and selling from its shelf.
 */
export function saveWarehouse(db: Kysely<Database>, actor: AuditActor, warehouseId: number | null, body: WarehouseBody) {
  const fields = warehouseBodySchema.parse(body);
  const row = { name: fields.name, city: fields.city || null, active: fields.active ? 1 : 0 };
  return deliveryWrite<{ ok: false; reason: "unknownWarehouse" | "nameTaken" }>(db, actor, async (trx) => {
    const before = warehouseId === null ? undefined : await trx.selectFrom("warehouses").select(["name", "city", "active"]).where("id", "=", warehouseId).where("website_id", "=", actor.websiteId).executeTakeFirst();
    if (warehouseId !== null && !before) return { ok: false, reason: "unknownWarehouse" };
    if (await nameTakenBy(trx, actor.websiteId, row.name, warehouseId)) return { ok: false, reason: "nameTaken" };
    let id = warehouseId;
    if (id === null) id = (await trx.insertInto("warehouses").values({ ...row, website_id: actor.websiteId }).returning("id").executeTakeFirstOrThrow()).id;
    else await trx.updateTable("warehouses").set(row).where("id", "=", id).where("website_id", "=", actor.websiteId).execute();
    await recordDeliveryAudit(trx, actor, {
      action: before ? "update" : "create",
      entity: "warehouse",
      entityId: id,
      summary: before ? `Changed warehouse ${row.name}` : `Added warehouse ${row.name}`,
      before,
      after: row,
    });
    return { ok: true, warehouseId: id };
  });
}
