import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";

export type CategoryParentRefusal = "unknownParent" | "ownAncestor";

/**
 * Why a category (null: a new one) cannot sit under this parent: the parent is not one of the
 * website's categories, or it is the category itself or one of its sub-categories (a loop the
 * storefront's tree would never reach).
 */
export async function categoryParentRefusal(db: Kysely<Database>, websiteId: number, categoryId: number | null, parentId: number | null): Promise<CategoryParentRefusal | null> {
  if (parentId === null) return null;
  const rows = await db.selectFrom("categories").select(["id", "parent_id"]).where("website_id", "=", websiteId).execute();
  const parentOf = new Map(rows.map((row) => [row.id, row.parent_id]));
  if (!parentOf.has(parentId)) return "unknownParent";
  const seen = new Set<number>();
  for (let ancestor: number | null = parentId; ancestor !== null && !seen.has(ancestor); ancestor = parentOf.get(ancestor) ?? null) {
    if (ancestor === categoryId) return "ownAncestor";
    seen.add(ancestor);
  }
  return null;
}
