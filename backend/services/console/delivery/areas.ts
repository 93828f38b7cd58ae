import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { AuditActor } from "@/backend/services/audit/record-audit";
import { paise } from "@/backend/services/money";
import { addAreasBodySchema, areaTermsSchema, type AddAreasBody, type AreaTerms } from "@/lib/api/schemas/console/delivery";
import { parsePincodeList, type PincodeList } from "@/lib/api/schemas/console/pincode-list";
import { deliveryWrite, recordDeliveryAudit } from "./delivery-write";

const paiseOrNull = (rupees: number | null) => (rupees === null ? null : paise(rupees));

/** An area's terms as stored: paise, and flags as 0/1. */
function storedTerms(body: AreaTerms) {
  const terms = areaTermsSchema.parse(body);
  return {
    delivery_charge: paise(terms.delivery_charge),
    free_delivery_above: paiseOrNull(terms.free_delivery_above),
    cod_enabled: terms.cod_enabled ? 1 : 0,
    cod_limit: paiseOrNull(terms.cod_limit),
    active: terms.active ? 1 : 0,
  };
}

const websiteWarehouse = (trx: Kysely<Database>, websiteId: number, warehouseId: number) =>
  trx.selectFrom("warehouses").select(["id", "name"]).where("id", "=", warehouseId).where("website_id", "=", websiteId).executeTakeFirst();

const areaOf = (trx: Kysely<Database>, warehouseId: number, areaId: number) =>
  trx
    .selectFrom("warehouse_pincodes")
    .select(["id", "pincode", "delivery_charge", "free_delivery_above", "cod_enabled", "cod_limit", "active"])
    .where("id", "=", areaId)
    .where("warehouse_id", "=", warehouseId)
    .executeTakeFirst();

export type AddAreasRefusal = { ok: false; reason: "unknownWarehouse" | "noPincodes" } | { ok: false; reason: "invalidPincodes"; invalid: PincodeList["invalid"] };

/**
 * Adds the pincodes of a pasted list or CSV file to a warehouse's delivery areas, all on the same
 * terms. Any entry that is not a pincode refuses the whole list (each reported with its line); a
 * pincode given twice or already served by the warehouse is left as it is and reported.
 */
export function addDeliveryAreas(db: Kysely<Database>, actor: AuditActor, warehouseId: number, body: AddAreasBody) {
  const { pincodes: text, ...terms } = addAreasBodySchema.parse(body);
  const list = parsePincodeList(text);
  const stored = storedTerms(terms);
  return deliveryWrite<AddAreasRefusal, { added: string[]; duplicates: string[] }>(db, actor, async (trx) => {
    const warehouse = await websiteWarehouse(trx, actor.websiteId, warehouseId);
    if (!warehouse) return { ok: false, reason: "unknownWarehouse" };
    if (list.invalid.length > 0) return { ok: false, reason: "invalidPincodes", invalid: list.invalid };
    if (list.pincodes.length === 0) return { ok: false, reason: "noPincodes" };
    const served = new Set(
      (await trx.selectFrom("warehouse_pincodes").select("pincode").where("warehouse_id", "=", warehouseId).where("pincode", "in", list.pincodes).execute()).map((row) => row.pincode),
    );
    const added = list.pincodes.filter((pincode) => !served.has(pincode));
    const duplicates = [...list.duplicates, ...list.pincodes.filter((pincode) => served.has(pincode))];
    if (added.length > 0) {
      await trx
        .insertInto("warehouse_pincodes")
        .values(added.map((pincode) => ({ ...stored, warehouse_id: warehouseId, pincode })))
        .execute();
      await recordDeliveryAudit(trx, actor, {
        action: "add-pincodes",
        entity: "warehouse",
        entityId: warehouseId,
        summary: `Added ${added.length} pincode${added.length === 1 ? "" : "s"} to ${warehouse.name}`,
        after: { pincodes: added, ...terms },
      });
    }
    return { ok: true, warehouseId, added, duplicates };
  });
}

type AreaRefusal = { ok: false; reason: "unknownWarehouse" | "unknownArea" };

const termsForLog = (area: NonNullable<Awaited<ReturnType<typeof areaOf>>>) => {
  const terms: Partial<typeof area> = { ...area };
  delete terms.id;
  return terms;
};

/** Rewrites one area's charge, free-delivery threshold, cash on delivery and limit, and whether it delivers. */
export function updateDeliveryArea(db: Kysely<Database>, actor: AuditActor, warehouseId: number, areaId: number, body: AreaTerms) {
  const stored = storedTerms(body);
  return deliveryWrite<AreaRefusal>(db, actor, async (trx) => {
    const warehouse = await websiteWarehouse(trx, actor.websiteId, warehouseId);
    if (!warehouse) return { ok: false, reason: "unknownWarehouse" };
    const before = await areaOf(trx, warehouseId, areaId);
    if (!before) return { ok: false, reason: "unknownArea" };
    await trx.updateTable("warehouse_pincodes").set(stored).where("id", "=", areaId).execute();
    await recordDeliveryAudit(trx, actor, {
      action: "update",
      entity: "delivery-area",
      entityId: areaId,
      summary: `Changed delivery to ${before.pincode} from ${warehouse.name}`,
      before: termsForLog(before),
      after: { pincode: before.pincode, ...stored },
    });
    return { ok: true, warehouseId };
  });
}

/** Takes a pincode out of a warehouse's delivery areas (orders placed keep their own copy of the address). */
export function removeDeliveryArea(db: Kysely<Database>, actor: AuditActor, warehouseId: number, areaId: number) {
  return deliveryWrite<AreaRefusal>(db, actor, async (trx) => {
    const warehouse = await websiteWarehouse(trx, actor.websiteId, warehouseId);
    if (!warehouse) return { ok: false, reason: "unknownWarehouse" };
    const before = await areaOf(trx, warehouseId, areaId);
    if (!before) return { ok: false, reason: "unknownArea" };
    await trx.deleteFrom("warehouse_pincodes").where("id", "=", areaId).execute();
    await recordDeliveryAudit(trx, actor, {
      action: "remove",
      entity: "delivery-area",
      entityId: areaId,
      summary: `Removed ${before.pincode} from ${warehouse.name}'s delivery areas`,
      before: termsForLog(before),
    });
    return { ok: true, warehouseId };
  });
}
