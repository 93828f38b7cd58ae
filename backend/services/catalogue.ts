import type { Kysely } from "kysely";
import type { CategoryRow, Database } from "@/backend/db/schema";
import type { CategoryWire } from "@/backend/schemas/catalogue";

export async function loadCategories(db: Kysely<Database>, websiteId: number): Promise<CategoryRow[]> {
  return db
    .selectFrom("categories")
    .selectAll()
    .where("website_id", "=", websiteId)
    .where("active", "=", 1)
    .orderBy("position")
    .orderBy("id")
    .execute();
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

export async function listBrands(db: Kysely<Database>, websiteId: number) {
  return db.selectFrom("brands").select(["name", "slug"]).where("website_id", "=", websiteId).orderBy("name").execute();
}

export async function listSuppliers(db: Kysely<Database>, websiteId: number) {
  return db
    .selectFrom("suppliers")
    .select(["name", "slug", "link", "avatar", "image"])
    .where("website_id", "=", websiteId)
    .orderBy("name")
    .execute();
}
