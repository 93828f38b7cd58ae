import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { DeliverySummary } from "@/lib/api/schemas/delivery-summary";
import { rupees } from "./money";

/**
 * Delivery slots are daily windows: an order placed before a slot's cutoff arrives in that slot the
 * same day, a later one in the next day's first slot. So a website with active slots delivers in 0 to
 * 1 days; without slots there is nothing to tell the time from, and none is claimed.
 */
const SLOT_DELIVERY_DAYS = { min: 0, max: 1 } as const;

/**
 * The website's delivery terms as one summary, not a visitor's: the lowest charge and the lowest
 * free-delivery threshold over every active area of its active warehouses.
 */
export async function loadDeliverySummary(db: Kysely<Database>, websiteId: number): Promise<DeliverySummary | null> {
  const [areas, slot] = await Promise.all([
    db
      .selectFrom("warehouse_pincodes")
      .innerJoin("warehouses", "warehouses.id", "warehouse_pincodes.warehouse_id")
      .select((eb) => [
        eb.fn.count<number | string>("warehouse_pincodes.id").as("count"),
        eb.fn.min("warehouse_pincodes.delivery_charge").as("charge"),
        eb.fn.min("warehouse_pincodes.free_delivery_above").as("free_above"),
      ])
      .where("warehouses.website_id", "=", websiteId)
      .where("warehouses.active", "=", 1)
      .where("warehouse_pincodes.active", "=", 1)
      .executeTakeFirstOrThrow(),
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
  if (Number(areas.count) === 0 || areas.charge === null) return null;
  return {
    charge: rupees(Number(areas.charge)),
    free_above: areas.free_above === null ? null : rupees(Number(areas.free_above)),
    days: slot ? { ...SLOT_DELIVERY_DAYS } : null,
  };
}
