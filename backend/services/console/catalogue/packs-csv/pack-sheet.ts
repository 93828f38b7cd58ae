import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { NetUnit } from "@/lib/api/schemas/net-unit";

export interface SheetPack {
  id: number;
  product_id: number;
  product_name: string;
  product_slug: string;
  /** The warehouse that sells the pack on the storefront. */
  warehouse_id: number;
  name: string;
  net_quantity: number | null;
  net_unit: NetUnit | null;
  /** Paise. */
  price: number;
  act_price: number;
  gtin: string | null;
  active: number;
  /** Units on each warehouse's shelf, by warehouse id; a warehouse without a row has none. */
  stock: Map<number, number>;
}

/** Every pack of a website with its stock on each of the website's warehouses: the rows of the packs CSV. */
export interface PackSheet {
  warehouses: { id: number; name: string }[];
  packs: SheetPack[];
}

export async function loadPackSheet(db: Kysely<Database>, websiteId: number): Promise<PackSheet> {
  const warehouses = await db.selectFrom("warehouses").select(["id", "name"]).where("website_id", "=", websiteId).orderBy("id").execute();
  const rows = await db
    .selectFrom("packs")
    .innerJoin("products", "products.id", "packs.product_id")
    .select([
      "packs.id",
      "packs.product_id",
      "products.name as product_name",
      "products.slug as product_slug",
      "packs.warehouse_id",
      "packs.name",
      "packs.net_quantity",
      "packs.net_unit",
      "packs.price",
      "packs.act_price",
      "packs.gtin",
      "packs.active",
    ])
    .where("products.website_id", "=", websiteId)
    .orderBy("products.name")
    .orderBy("packs.position")
    .orderBy("packs.id")
    .execute();
  const stockRows = await db
    .selectFrom("pack_stock")
    .innerJoin("warehouses", "warehouses.id", "pack_stock.warehouse_id")
    .select(["pack_stock.pack_id", "pack_stock.warehouse_id", "pack_stock.quantity"])
    .where("warehouses.website_id", "=", websiteId)
    .execute();
  const packs = rows.map((row) => ({ ...row, stock: new Map<number, number>() }));
  const byId = new Map(packs.map((pack) => [pack.id, pack]));
  for (const row of stockRows) byId.get(row.pack_id)?.stock.set(row.warehouse_id, row.quantity);
  return { warehouses, packs };
}
