import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { CatalogueKind } from "./products";

export interface WarehouseDefinition {
  name: string;
  city: string;
  /** [pincode, delivery charge in paise, free delivery above in paise, its town and state] */
  pincodes: [string, number, number, Place][];
  /** [start, end] as HH:MM */
  slots: [string, string][];
}

const DAILY_SLOTS: [string, string][] = [
  ["09:00", "12:00"],
  ["12:00", "15:00"],
  ["17:00", "20:00"],
];

type Place = { city: string; state: string };
const BENGALURU: Place = { city: "Bengaluru", state: "Karnataka" };
const MUMBAI: Place = { city: "Mumbai", state: "Maharashtra" };

/** 700001 (Kolkata) is deliberately absent: the demo's unserviceable pincode. */
export const WAREHOUSES: Record<CatalogueKind, WarehouseDefinition> = {
  retail: {
    name: "Annapurna Central Warehouse",
    city: "Bengaluru",
    pincodes: [
      ["560001", 4000, 49900, BENGALURU],
      ["560034", 4000, 49900, BENGALURU],
      ["400001", 6000, 79900, MUMBAI],
    ],
    slots: DAILY_SLOTS,
  },
  wholesale: {
    name: "Bulk Bazaar Peenya Depot",
    city: "Bengaluru",
    pincodes: [
      ["560001", 15000, 500000, BENGALURU],
      ["560034", 15000, 500000, BENGALURU],
      ["400001", 25000, 1000000, MUMBAI],
    ],
    slots: DAILY_SLOTS,
  },
};

export async function insertWarehouse(db: Kysely<Database>, websiteId: number, warehouse: WarehouseDefinition) {
  const { id } = await db
    .insertInto("warehouses")
    .values({ website_id: websiteId, name: warehouse.name, city: warehouse.city })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("warehouse_pincodes")
    .values(
      warehouse.pincodes.map(([pincode, delivery_charge, free_delivery_above, place]) => ({
        warehouse_id: id,
        pincode,
        delivery_charge,
        free_delivery_above,
        ...place,
      })),
    )
    .execute();
  await db
    .insertInto("delivery_slots")
    .values(
      warehouse.slots.map(([start_time, end_time], position) => ({
        warehouse_id: id,
        start_time,
        end_time,
        cutoff_minutes: 120,
        position,
      })),
    )
    .execute();
  return id;
}
