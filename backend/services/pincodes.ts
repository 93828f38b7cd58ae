import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { deliveryAreasFor, loadSlotRules } from "@/backend/services/cart/lines";
import { upcomingSlots } from "@/backend/services/cart/slots";
import { rupees } from "@/backend/services/money";
import type { Result } from "@/backend/services/result";

const PINCODE = /^[1-9][0-9]{5}$/;

export type ParsePincodeResult = Result<{ pincode: string }, "invalidPincode">;

/** Six digits, the first not 0, after trimming. */
export function parsePincode(raw: string): ParsePincodeResult {
  const pincode = raw.trim();
  return PINCODE.test(pincode) ? { ok: true, pincode } : { ok: false, reason: "invalidPincode" };
}

/** The warehouse serving a pincode for this website (or that one warehouse of it), with its charges (paise); undefined when none does. */
async function findDeliveryArea(db: Kysely<Database>, websiteId: number, pincode: string, warehouseId?: number) {
  let query = deliveryAreasFor(db, pincode).where("warehouses.website_id", "=", websiteId);
  if (warehouseId !== undefined) query = query.where("warehouse_pincodes.warehouse_id", "=", warehouseId);
  return query.executeTakeFirst();
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
  if (!area) return { ...answerFor(pincode, false), delivery_charge: 0, free_delivery_above: null, slot: null, place: null };
  const [slot] = upcomingSlots(await loadSlotRules(db, [area.warehouse_id]), now, 1);
  return {
    ...answerFor(pincode, true),
    delivery_charge: rupees(area.delivery_charge),
    free_delivery_above: area.free_delivery_above === null ? null : rupees(area.free_delivery_above),
    slot: slot ?? null,
    place: area.city && area.state ? { city: area.city, state: area.state } : null,
  };
}
