import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { CatalogueOptions } from "@/lib/api/schemas/console/products";

/** The website's categories (parents first), brands, suppliers and warehouses, by name. */
export async function catalogueOptions(db: Kysely<Database>, websiteId: number): Promise<CatalogueOptions> {
  const [categories, brands, suppliers, warehouses] = await Promise.all([
    db.selectFrom("categories").select(["id", "name", "parent_id"]).where("website_id", "=", websiteId).orderBy("parent_id").orderBy("position").orderBy("name").execute(),
    db.selectFrom("brands").select(["id", "name"]).where("website_id", "=", websiteId).orderBy("name").execute(),
    db.selectFrom("suppliers").select(["id", "name"]).where("website_id", "=", websiteId).orderBy("name").execute(),
    db.selectFrom("warehouses").select(["id", "name"]).where("website_id", "=", websiteId).orderBy("name").execute(),
  ]);
  return { categories, brands, suppliers, warehouses };
}
