import { sql, type Kysely } from "kysely";
import { dialectOf } from "@/backend/db/dialect";
import type { Database } from "@/backend/db/schema";
import { SIMILARITY_THRESHOLD, trigramsOf } from "./trigrams";

/** A translation is a product's, brand's or category's name in another language. */
type NameKind = "product" | "brand" | "category" | "translation";

export interface NamedThing {
  name: string;
  kind: NameKind;
}

const trgmSchemas = new WeakMap<object, Promise<string | null>>();

/** The schema pg_trgm lives in (the store's own schema is alone on the search path), or null without it. */
function pgTrgmSchema(db: Kysely<Database>): Promise<string | null> {
  const key = db.getExecutor();
  let found = trgmSchemas.get(key);
  if (!found) {
    found = sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`
      .execute(db)
      .then((result) => result.rows[0]?.schema ?? null);
    trgmSchemas.set(key, found);
  }
  return found;
}

async function postgresCandidates(db: Kysely<Database>, websiteId: number, word: string): Promise<NamedThing[]> {
  const schema = await pgTrgmSchema(db);
  // word_similarity is at least the similarity to any single word of the name: nothing is lost.
  const close = (column: string) =>
    schema === null ? sql`true` : sql`${sql.id(schema, "word_similarity")}(${word}, lower(${sql.ref(column)})) >= ${SIMILARITY_THRESHOLD}`;
  const result = await sql<NamedThing>`
    select name, 'product' as kind from products where website_id = ${websiteId} and active = 1 and ${close("products.name")}
    union all
    select name, 'brand' as kind from brands where website_id = ${websiteId} and ${close("brands.name")}
    union all
    select name, 'category' as kind from categories where website_id = ${websiteId} and active = 1 and ${close("categories.name")}
    union all
    select name, 'translation' as kind from catalogue_translations
     where website_id = ${websiteId} and name is not null and record_type in ('product', 'brand', 'category') and ${close("catalogue_translations.name")}`.execute(db);
  return result.rows;
}

/** FTS5 trigram query: any of the padded word's trigrams, each quoted as a literal. */
const anyTrigram = (word: string) => [...trigramsOf(word)].map((trigram) => `"${trigram}"`).join(" OR ");

async function sqliteCandidates(db: Kysely<Database>, websiteId: number, word: string): Promise<NamedThing[]> {
  const result = await sql<NamedThing>`
    select name, kind from search_names
     where search_names match ${anyTrigram(word)} and website_id = ${websiteId}
       and (kind in ('brand', 'translation')
         or (kind = 'product' and ref_id in (select id from products where active = 1))
         or (kind = 'category' and ref_id in (select id from categories where active = 1)))`.execute(db);
  return result.rows;
}

/**
 * Names of the website's active products, brands and categories (and their translated names) that may hold a word close to
 * `word` (a superset: the caller ranks them with trigramSimilarity). SQLite asks its FTS5 trigram
 * index; PostgreSQL asks pg_trgm.
 */
export function nameCandidates(db: Kysely<Database>, websiteId: number, word: string): Promise<NamedThing[]> {
  return dialectOf(db) === "postgres" ? postgresCandidates(db, websiteId, word) : sqliteCandidates(db, websiteId, word);
}
