import { sql, type Kysely, type RawBuilder } from "kysely";
import { dialectOf } from "@/backend/db/dialect";
import type { Database } from "@/backend/db/schema";
import { nameCandidates } from "@/backend/services/search/name-candidates";
import { closeWords, MIN_CORRECTED_LENGTH, slotsOf, withCorrections, type SearchSlot } from "@/backend/services/search/search-plan";
import { productsOf } from "./base-query";
import { fts5Query, searchTerms, tsQuery } from "./search-terms";

/** Ranks a product above every product that matches one fewer of the shopper's own words. */
const OWN_WORD_BONUS = 100;

/** The slots whose own words are worth a bonus: those that also accept other words. */
const ownWordSlots = (slots: SearchSlot[]) => slots.filter((slot) => slot.alternatives.length > 0).map((slot) => ({ words: slot.words, alternatives: [] }));

/** Where the shopper's words must be found: anywhere (description too), or in the name or brand. */
type SearchFields = "everything" | "names";

/**
 * A derived table hits(product_id, score) of the products matching every slot; higher score is more
 * relevant. Each slot matched by the shopper's own word rather than a synonym or a close spelling
 * adds a bonus, so exact matches come first. SQLite: FTS5 with bm25 weighting name 10, brand 5,
 * description 1. PostgreSQL: ts_rank over the weighted search_document (name A, brand B, description C).
 */
function searchHits(db: Kysely<Database>, slots: SearchSlot[], fields: SearchFields): RawBuilder<{ product_id: number; score: number }> {
  const own = ownWordSlots(slots);
  if (dialectOf(db) === "postgres") {
    const bonus = own.map((slot) => sql`(products.search_document @@ to_tsquery('simple', ${tsQuery([slot])}))::int`);
    const inNames = fields === "names" ? sql`and ts_filter(products.search_document, '{a,b}') @@ query` : sql``;
    return sql`(select products.id as product_id,
        ts_rank(products.search_document, query) + ${OWN_WORD_BONUS} * (${sql.join([sql`0`, ...bonus], sql` + `)}) as score
      from products, to_tsquery('simple', ${tsQuery(slots)}) as query
      where products.search_document @@ query ${inNames})`;
  }
  const bonus = own.map((slot) => sql`(rowid in (select rowid from product_search where product_search match ${fts5Query([slot])}))`);
  const match = fields === "names" ? `{name brand} : (${fts5Query(slots)})` : fts5Query(slots);
  return sql`(select rowid as product_id,
      -bm25(product_search, 10.0, 5.0, 1.0) + ${OWN_WORD_BONUS} * (${sql.join([sql`0`, ...bonus], sql` + `)}) as score
    from product_search where product_search match ${match})`;
}

/** Whether any active product of the website matches every slot (in its name or brand, if asked). */
export async function searchFindsAnything(db: Kysely<Database>, websiteId: number, slots: SearchSlot[], fields: SearchFields = "everything"): Promise<boolean> {
  if (slots.length === 0) return false;
  const hit = await productsOf(db, websiteId)
    .innerJoin(searchHits(db, slots, fields).as("hits"), (join) => join.onRef("hits.product_id", "=", "products.id"))
    .select("products.id")
    .limit(1)
    .executeTakeFirst();
  return hit !== undefined;
}

/**
 * The products the shopper's search finds: when some product names the words in its name or brand,
 * only those; a product that mentions them only in its description ("jeera" in a rice's serving
 * tip) is found when nothing better is.
 */
export async function relevantHits(db: Kysely<Database>, websiteId: number, slots: SearchSlot[]) {
  const fields: SearchFields = (await searchFindsAnything(db, websiteId, slots, "names")) ? "names" : "everything";
  return searchHits(db, slots, fields);
}

/**
 * The search for the shopper's text: their words, synonyms of them, and for a word that finds no
 * product of the website by itself, the closest spellings among its product, brand and category names.
 */
export async function planSearch(db: Kysely<Database>, websiteId: number, text: string | undefined): Promise<SearchSlot[]> {
  return Promise.all(
    slotsOf(searchTerms(text)).map(async (slot) => {
      const [word] = slot.words;
      if (slot.words.length > 1 || word.length < MIN_CORRECTED_LENGTH || (await searchFindsAnything(db, websiteId, [slot]))) return slot;
      const names = await nameCandidates(db, websiteId, word);
      return withCorrections(slot, closeWords(word, names.map((named) => named.name)));
    }),
  );
}
