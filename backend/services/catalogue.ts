import type { Kysely } from "kysely";
import type { CategoryRow, Database } from "@/backend/db/schema";
import type { CategoryWire } from "@/backend/schemas/catalogue";
import type { CatalogueLanguage } from "./translations/catalogue-language";
import { withTranslatedNames } from "./translations/load";

/** The website's active categories, named in the language when one is given. */
export async function loadCategories(db: Kysely<Database>, websiteId: number, language: CatalogueLanguage = null): Promise<CategoryRow[]> {
  const rows = await db
    .selectFrom("categories")
    .selectAll()
    .where("website_id", "=", websiteId)
    .where("active", "=", 1)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return withTranslatedNames(db, language, "category", rows);
}

export function categoryTree(rows: CategoryRow[], parentId: number | null = null): CategoryWire[] {
  return rows
    .filter((row) => row.parent_id === parentId)
    .map((row) => ({ name: row.name, slug: row.slug, avatar: row.avatar, children: categoryTree(rows, row.id) }));
}

/** Ids of the named categories and everything below them; unknown slugs add nothing. */
export function categoryIdsWithDescendants(rows: CategoryRow[], slugs: string[]): number[] {
  const wanted = new Set(slugs);
  const ids = new Set(rows.filter((row) => wanted.has(row.slug)).map((row) => row.id));
  let grew = ids.size > 0;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parent_id !== null && ids.has(row.parent_id) && !ids.has(row.id)) {
        ids.add(row.id);
        grew = true;
      }
    }
  }
  return [...ids];
}

export async function listBrands(db: Kysely<Database>, websiteId: number, language: CatalogueLanguage = null) {
  const rows = await db.selectFrom("brands").select(["id", "name", "slug"]).where("website_id", "=", websiteId).orderBy("name").execute();
  return (await withTranslatedNames(db, language, "brand", rows)).map(({ name, slug }) => ({ name, slug }));
}

export async function listSuppliers(db: Kysely<Database>, websiteId: number, language: CatalogueLanguage = null) {
  const rows = await db
    .selectFrom("suppliers")
    .select(["id", "name", "slug", "link", "avatar", "image"])
    .where("website_id", "=", websiteId)
    .orderBy("name")
    .execute();
  return (await withTranslatedNames(db, language, "supplier", rows)).map(({ name, slug, link, avatar, image }) => ({ name, slug, link, avatar, image }));
}
