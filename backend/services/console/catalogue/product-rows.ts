import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { rupees } from "@/backend/services/money";
import { withStock } from "@/backend/services/stock/levels";
import { stockStatusOf } from "@/lib/api/schemas/stock";
import type { ConsoleProductRow } from "@/lib/api/schemas/console/products";

type ConsolePack = ConsoleProductRow["packs"][number];

/** Every pack (active or not) of these products with its stock at the warehouse that sells it, by product. */
export async function packsOfProducts(db: Kysely<Database>, productIds: number[]): Promise<Map<number, ConsolePack[]>> {
  const byProduct = new Map<number, ConsolePack[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await withStock(db.selectFrom("packs"))
    .select(["packs.id", "packs.product_id", "packs.name", "packs.price", "packs.act_price", "packs.net_quantity", "packs.net_unit", "packs.gtin", "packs.image", "packs.active"])
    .where("packs.product_id", "in", productIds)
    .orderBy("packs.position")
    .orderBy("packs.id")
    .execute();
  for (const row of rows) {
    const stock = Number(row.stock);
    const pack: ConsolePack = {
      id: row.id,
      name: row.name,
      price: rupees(row.price),
      act_price: rupees(row.act_price),
      net_quantity: row.net_quantity === null ? null : Number(row.net_quantity),
      net_unit: row.net_unit,
      gtin: row.gtin,
      image: row.image,
      active: row.active === 1,
      stock,
      stock_status: stockStatusOf(stock),
    };
    byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), pack]);
  }
  return byProduct;
}

/** Products of any state with the names of their category, brand and supplier, for the console. */
export function consoleProductsOf(db: Kysely<Database>, websiteId: number) {
  return db
    .selectFrom("products")
    .leftJoin("categories", "categories.id", "products.category_id")
    .leftJoin("brands", "brands.id", "products.brand_id")
    .leftJoin("suppliers", "suppliers.id", "products.supplier_id")
    .where("products.website_id", "=", websiteId);
}

export const CONSOLE_PRODUCT_COLUMNS = [
  "products.id",
  "products.name",
  "products.slug",
  "products.active",
  "products.updated_at",
  "categories.name as category_name",
  "brands.name as brand_name",
  "suppliers.name as supplier_name",
] as const;
