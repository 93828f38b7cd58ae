import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { ConsoleProductDetail } from "@/lib/api/schemas/console/products";
import { CONSOLE_PRODUCT_COLUMNS, consoleProductsOf, packsOfProducts } from "./product-rows";

/** One product of the website with every field the console edits; null when the website has no such product. */
export async function consoleProductDetail(db: Kysely<Database>, websiteId: number, productId: number): Promise<ConsoleProductDetail | null> {
  const row = await consoleProductsOf(db, websiteId)
    .select([...CONSOLE_PRODUCT_COLUMNS, "products.description", "products.category_id", "products.brand_id", "products.supplier_id", "products.hsn_code", "products.gst_rate"])
    .where("products.id", "=", productId)
    .executeTakeFirst();
  if (!row) return null;
  const [packs, images] = await Promise.all([
    packsOfProducts(db, [productId]),
    db.selectFrom("product_medias").select("src").where("product_id", "=", productId).orderBy("position").execute(),
  ]);
  return { ...row, active: row.active === 1, packs: packs.get(productId) ?? [], images: images.map((image) => image.src) };
}
