import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { slugify } from "@/backend/services/slugify";

export const CATALOGUE_REFERENCE_MESSAGES = {
  unknownCategory: "Choose one of this website's categories",
  unknownBrand: "Choose one of this website's brands",
  unknownSupplier: "Choose one of this website's suppliers",
  slugTaken: "Another product of this website has that address (slug)",
  emptySlug: "The name gives no address: enter a slug with letters or digits",
} as const;
export type CatalogueReferenceRefusal = "unknownCategory" | "unknownBrand" | "unknownSupplier";

/** The category, brand and supplier a product names must be the website's own; the first that is not. */
export async function foreignReference(
  db: Kysely<Database>,
  websiteId: number,
  refs: { category_id?: number | null; brand_id?: number | null; supplier_id?: number | null },
): Promise<CatalogueReferenceRefusal | null> {
  const checks = [
    ["categories", refs.category_id, "unknownCategory"],
    ["brands", refs.brand_id, "unknownBrand"],
    ["suppliers", refs.supplier_id, "unknownSupplier"],
  ] as const;
  for (const [table, id, refusal] of checks) {
    if (id === undefined || id === null) continue;
    const found = await db.selectFrom(table).select("id").where("id", "=", id).where("website_id", "=", websiteId).executeTakeFirst();
    if (!found) return refusal;
  }
  return null;
}

/** The website's records that have an address (slug) in the storefront, unique within the website. */
type SluggedTable = "products" | "categories" | "brands" | "suppliers";

/**
 * The slug asked for, or one made from the name with -2, -3 … until it is free among the table's
 * records of the website; null when the name has no letters or digits, { taken } when the slug asked
 * for is another record's.
 */
export async function freeSlug(db: Kysely<Database>, websiteId: number, name: string, asked: string | undefined, exceptId?: number, table: SluggedTable = "products") {
  const base = asked || slugify(name);
  if (!base) return null;
  const taken = await db
    .selectFrom(table)
    .select("slug")
    .where("website_id", "=", websiteId)
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .$if(exceptId !== undefined, (query) => query.where("id", "!=", exceptId!))
    .execute();
  const slugs = new Set(taken.map((row) => row.slug));
  if (!slugs.has(base)) return base;
  if (asked) return { taken: base };
  let suffix = 2;
  while (slugs.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}
