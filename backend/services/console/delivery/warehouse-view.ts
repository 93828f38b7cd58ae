import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { rupees } from "@/backend/services/money";
import type { ConsoleWarehouse, WarehouseDetail } from "@/lib/api/schemas/console/delivery";

const rupeesOrNull = (paise: number | null) => (paise === null ? null : rupees(paise));

const warehouseRows = (db: Kysely<Database>, websiteId: number) =>
  db
    .selectFrom("warehouses")
    .select((eb) => [
      "warehouses.id",
      "warehouses.name",
      "warehouses.city",
      "warehouses.active",
      eb.selectFrom("warehouse_pincodes").select(eb.fn.countAll<number>().as("n")).whereRef("warehouse_pincodes.warehouse_id", "=", "warehouses.id").as("area_count"),
      eb.selectFrom("delivery_slots").select(eb.fn.countAll<number>().as("n")).whereRef("delivery_slots.warehouse_id", "=", "warehouses.id").as("slot_count"),
    ])
    .where("warehouses.website_id", "=", websiteId);

type WarehouseRow = Awaited<ReturnType<ReturnType<typeof warehouseRows>["executeTakeFirstOrThrow"]>>;

const consoleWarehouse = (row: WarehouseRow): ConsoleWarehouse => ({
  id: row.id,
  name: row.name,
  city: row.city,
  active: row.active === 1,
  area_count: Number(row.area_count ?? 0),
  slot_count: Number(row.slot_count ?? 0),
});

/** The website's warehouses by name, with how many pincodes and slots each has. */
export async function listConsoleWarehouses(db: Kysely<Database>, websiteId: number): Promise<ConsoleWarehouse[]> {
  return (await warehouseRows(db, websiteId).orderBy("warehouses.name").execute()).map(consoleWarehouse);
}

/** One warehouse of the website with its delivery areas (by pincode) and slots; undefined when not the website's. */
export async function consoleWarehouseById(db: Kysely<Database>, websiteId: number, warehouseId: number): Promise<WarehouseDetail | undefined> {
  const row = await warehouseRows(db, websiteId).where("warehouses.id", "=", warehouseId).executeTakeFirst();
  if (!row) return undefined;
  const [areas, slots] = await Promise.all([
    db.selectFrom("warehouse_pincodes").selectAll().where("warehouse_id", "=", warehouseId).orderBy("pincode").execute(),
    db.selectFrom("delivery_slots").selectAll().where("warehouse_id", "=", warehouseId).orderBy("position").orderBy("id").execute(),
  ]);
  return {
    ...consoleWarehouse(row),
    areas: areas.map((area) => ({
      id: area.id,
      pincode: area.pincode,
      city: area.city,
      state: area.state,
      delivery_charge: rupees(area.delivery_charge),
      free_delivery_above: rupeesOrNull(area.free_delivery_above),
      cod_enabled: area.cod_enabled === 1,
      cod_limit: rupeesOrNull(area.cod_limit),
      active: area.active === 1,
    })),
    slots: slots.map((slot) => ({ id: slot.id, start_time: slot.start_time, end_time: slot.end_time, cutoff_minutes: slot.cutoff_minutes, active: slot.active === 1 })),
  };
}
