import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { DeliveryDestination, DeliverySummary } from "@/lib/api/schemas/delivery-summary";
import { rupees } from "./money";

/**
 * Delivery slots are daily windows: an order placed before a slot's cutoff arrives in that slot the
 * same day, a later one in the next day's first slot. So a website with active slots delivers in 0 to
 * 1 days; without slots there is nothing to tell the time from, and none is claimed.
 */
const SLOT_DELIVERY_DAYS = { min: 0, max: 1 } as const;

/**
 * The website's delivery terms as one summary, not a visitor's: every pincode an active area of an
 * active warehouse serves, at its lowest charge and threshold when two warehouses serve it, grouped
 * by those terms.
 */
export async function loadDeliverySummary(db: Kysely<Database>, websiteId: number): Promise<DeliverySummary | null> {
  const [areas, slot] = await Promise.all([
    db
      .selectFrom("warehouse_pincodes")
      .innerJoin("warehouses", "warehouses.id", "warehouse_pincodes.warehouse_id")
      .select((eb) => [
        "warehouse_pincodes.pincode",
        eb.fn.min("warehouse_pincodes.delivery_charge").as("charge"),
        eb.fn.min("warehouse_pincodes.free_delivery_above").as("free_above"),
      ])
      .where("warehouses.website_id", "=", websiteId)
      .where("warehouses.active", "=", 1)
      .where("warehouse_pincodes.active", "=", 1)
      .groupBy("warehouse_pincodes.pincode")
      .orderBy("warehouse_pincodes.pincode")
      .execute(),
    db
      .selectFrom("delivery_slots")
      .innerJoin("warehouses", "warehouses.id", "delivery_slots.warehouse_id")
      .select("delivery_slots.id")
      .where("warehouses.website_id", "=", websiteId)
      .where("warehouses.active", "=", 1)
      .where("delivery_slots.active", "=", 1)
      .limit(1)
      .executeTakeFirst(),
  ]);
  if (areas.length === 0) return null;
  const destinations = new Map<string, DeliveryDestination>();
  for (const area of areas) {
    const charge = rupees(Number(area.charge));
    const freeAbove = area.free_above === null ? null : rupees(Number(area.free_above));
    const key = `${charge}/${freeAbove}`;
    const destination = destinations.get(key) ?? { postal_codes: [], charge, free_above: freeAbove };
    destination.postal_codes.push(area.pincode);
    destinations.set(key, destination);
  }
  return { destinations: [...destinations.values()], days: slot ? { ...SLOT_DELIVERY_DAYS } : null };
}
