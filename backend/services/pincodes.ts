import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { badRequest } from "@/backend/http/errors";
import { loadSlotRules } from "@/backend/services/cart/lines";
import { upcomingSlots } from "@/backend/services/cart/slots";
import { rupees } from "@/backend/services/money";

const PINCODE = /^[1-9][0-9]{5}$/;

export function parsePincode(raw: string): string {
  const pincode = raw.trim();
  if (!PINCODE.test(pincode)) throw badRequest("Please enter a valid 6-digit pincode");
  return pincode;
}

/** The warehouse serving a pincode for this website (or that one warehouse of it), with its charges (paise); undefined when none does. */
async function findDeliveryArea(db: Kysely<Database>, websiteId: number, pincode: string, warehouseId?: number) {
  let query = db
    .selectFrom("warehouse_pincodes")
    .innerJoin("warehouses", "warehouses.id", "warehouse_pincodes.warehouse_id")
    .select([
      "warehouse_pincodes.id as delivery_charge_id",
      "warehouse_pincodes.warehouse_id",
      "warehouse_pincodes.delivery_charge",
      "warehouse_pincodes.free_delivery_above",
    ])
    .where("warehouses.website_id", "=", websiteId)
    .where("warehouses.active", "=", 1)
    .where("warehouse_pincodes.active", "=", 1)
    .where("warehouse_pincodes.pincode", "=", pincode);
  if (warehouseId !== undefined) query = query.where("warehouse_pincodes.warehouse_id", "=", warehouseId);
  return query.orderBy("warehouse_pincodes.id").executeTakeFirst();
}

const answerFor = (pincode: string, served: boolean) => ({
  pincode,
  serviceable: served,
  message: served ? `Delivery available to ${pincode}` : `Sorry, we do not deliver to ${pincode} yet`,
});

export async function pincodeAnswer(db: Kysely<Database>, websiteId: number, pincode: string) {
  return answerFor(pincode, (await findDeliveryArea(db, websiteId, pincode)) !== undefined);
}

/** The charge, free-delivery threshold (rupees) and next slot for a pincode, from one warehouse when given. */
export async function deliveryEstimate(db: Kysely<Database>, websiteId: number, pincode: string, warehouseId: number | undefined, now: Date) {
  const area = await findDeliveryArea(db, websiteId, pincode, warehouseId);
  if (!area) return { ...answerFor(pincode, false), delivery_charge: 0, free_delivery_above: null, slot: null };
  const [slot] = upcomingSlots(await loadSlotRules(db, [area.warehouse_id]), now, 1);
  return {
    ...answerFor(pincode, true),
    delivery_charge: rupees(area.delivery_charge),
    free_delivery_above: area.free_delivery_above === null ? null : rupees(area.free_delivery_above),
    slot: slot ?? null,
  };
}
