import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";

/** Active products of one website with the brand and category columns every product answer shows. */
export function productsOf(db: Kysely<Database>, websiteId: number) {
  return db
    .selectFrom("products")
    .leftJoin("brands", "brands.id", "products.brand_id")
    .leftJoin("categories", "categories.id", "products.category_id")
    .where("products.website_id", "=", websiteId)
    .where("products.active", "=", 1);
}

export const PRODUCT_COLUMNS = [
  "products.id",
  "products.name",
  "products.slug",
  "products.description",
  "products.info",
  "products.brand_id",
  "products.category_id",
  "brands.name as brand_name",
  "brands.slug as brand_slug",
  "categories.name as category_name",
  "categories.slug as category_slug",
] as const;
