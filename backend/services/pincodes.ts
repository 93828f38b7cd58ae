import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { badRequest } from "@/backend/http/errors";

const PINCODE = /^[1-9][0-9]{5}$/;

export function parsePincode(raw: string): string {
  const pincode = raw.trim();
  if (!PINCODE.test(pincode)) throw badRequest("Please enter a valid 6-digit pincode");
  return pincode;
}

/** The warehouse serving a pincode for this website, with its charges (paise); undefined when none does. */
export async function findDeliveryArea(db: Kysely<Database>, websiteId: number, pincode: string) {
  return db
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
    .where("warehouse_pincodes.pincode", "=", pincode)
    .orderBy("warehouse_pincodes.id")
    .executeTakeFirst();
}

export async function pincodeAnswer(db: Kysely<Database>, websiteId: number, pincode: string) {
  const area = await findDeliveryArea(db, websiteId, pincode);
  return {
    pincode,
    serviceable: area !== undefined,
    message: area ? `Delivery available to ${pincode}` : `Sorry, we do not deliver to ${pincode} yet`,
  };
}
