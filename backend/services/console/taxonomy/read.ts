import type { Kysely } from "kysely";
import { containsText } from "@/backend/db/contains-text";
import type { Database } from "@/backend/db/schema";
import type { TaxonomyKind, TaxonomyListQuery, TaxonomyRecords } from "@/lib/api/schemas/console/taxonomy";

/** The column holding each kind's picture: a category's image, a brand's or a supplier's logo. */
export const PICTURE_COLUMN = { categories: "avatar", brands: "logo", suppliers: "avatar" } as const;

async function unorderedRecords(db: Kysely<Database>, kind: TaxonomyKind, websiteId: number, ids: number[]): Promise<TaxonomyRecords[TaxonomyKind][]> {
  if (ids.length === 0) return [];
  if (kind === "categories") {
    const rows = await db
      .selectFrom("categories as record")
      .leftJoin("categories as parent", "parent.id", "record.parent_id")
      .select(["record.id", "record.name", "record.slug", "record.avatar as image", "record.parent_id", "parent.name as parent_name", "record.position", "record.active"])
      .where("record.website_id", "=", websiteId)
      .where("record.id", "in", ids)
      .execute();
    return rows.map((row) => ({ ...row, active: row.active === 1 }));
  }
  if (kind === "brands") {
    return db.selectFrom("brands").select(["id", "name", "slug", "logo as image"]).where("website_id", "=", websiteId).where("id", "in", ids).execute();
  }
  return db.selectFrom("suppliers").select(["id", "name", "slug", "avatar as image", "link"]).where("website_id", "=", websiteId).where("id", "in", ids).execute();
}

/** The website's records of a kind with these ids, in the order of the ids; others' records are left out. */
async function taxonomyRecordsByIds<K extends TaxonomyKind>(db: Kysely<Database>, kind: K, websiteId: number, ids: number[]): Promise<TaxonomyRecords[K][]> {
  const byId = new Map((await unorderedRecords(db, kind, websiteId, ids)).map((record) => [record.id, record]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id) as TaxonomyRecords[K]] : []));
}

/** One record of the website; undefined when the website has none of that id. */
export async function taxonomyRecordById<K extends TaxonomyKind>(db: Kysely<Database>, kind: K, websiteId: number, id: number): Promise<TaxonomyRecords[K] | undefined> {
  return (await taxonomyRecordsByIds(db, kind, websiteId, [id]))[0];
}

/** A page of the website's records of a kind by name, searched on the name, counted and paged in the database. */
export async function listTaxonomyRecords<K extends TaxonomyKind>(db: Kysely<Database>, kind: K, websiteId: number, query: TaxonomyListQuery) {
  // The three tables share id, website_id, name and slug: the list reads only those.
  const table = kind as "brands";
  let records = db.selectFrom(table).where("website_id", "=", websiteId);
  if (query.q) records = records.where(containsText("name", query.q));
  const [{ total }, page] = await Promise.all([
    records.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow(),
    records
      .select("id")
      .orderBy("name")
      .orderBy("id")
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
  ]);
  const data = await taxonomyRecordsByIds(db, kind, websiteId, page.map((row) => row.id));
  return { data, meta: { total: Number(total), page: query.page, perPage: query.perPage } };
}
