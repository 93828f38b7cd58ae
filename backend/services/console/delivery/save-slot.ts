import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { AuditActor } from "@/backend/services/audit/record-audit";
import { slotBodySchema, type SlotBody } from "@/lib/api/schemas/console/delivery";
import { deliveryWrite, recordDeliveryAudit } from "./delivery-write";

/**
 * Adds a daily slot to a warehouse (slotId null, after its other slots) or rewrites one. Slots are
 * deactivated rather than deleted; the cart offers the active ones under its own rules (upcomingSlots).
 */
export function saveDeliverySlot(db: Kysely<Database>, actor: AuditActor, warehouseId: number, slotId: number | null, body: SlotBody) {
  const slot = slotBodySchema.parse(body);
  const row = { start_time: slot.start_time, end_time: slot.end_time, cutoff_minutes: slot.cutoff_minutes, active: slot.active ? 1 : 0 };
  return deliveryWrite<{ ok: false; reason: "unknownWarehouse" | "unknownSlot" }>(db, actor, async (trx) => {
    const warehouse = await trx.selectFrom("warehouses").select("name").where("id", "=", warehouseId).where("website_id", "=", actor.websiteId).executeTakeFirst();
    if (!warehouse) return { ok: false, reason: "unknownWarehouse" };
    const before =
      slotId === null
        ? undefined
        : await trx.selectFrom("delivery_slots").select(["start_time", "end_time", "cutoff_minutes", "active"]).where("id", "=", slotId).where("warehouse_id", "=", warehouseId).executeTakeFirst();
    if (slotId !== null && !before) return { ok: false, reason: "unknownSlot" };
    let id = slotId;
    if (id === null) {
      const last = await trx.selectFrom("delivery_slots").select((eb) => eb.fn.max("position").as("position")).where("warehouse_id", "=", warehouseId).executeTakeFirst();
      const position = Number(last?.position ?? -1) + 1;
      id = (await trx.insertInto("delivery_slots").values({ ...row, warehouse_id: warehouseId, position }).returning("id").executeTakeFirstOrThrow()).id;
    } else await trx.updateTable("delivery_slots").set(row).where("id", "=", id).execute();
    await recordDeliveryAudit(trx, actor, {
      action: before ? "update" : "create",
      entity: "delivery-slot",
      entityId: id,
      summary: `${before ? "Changed" : "Added"} slot ${row.start_time}–${row.end_time} of ${warehouse.name}`,
      before,
      after: row,
    });
    return { ok: true, warehouseId };
  });
}
