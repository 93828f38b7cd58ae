import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { planSearch, searchFindsAnything } from "@/backend/services/products/search";
import { searchTerms, wordsOf } from "@/backend/services/products/search-terms";
import { nameCandidates } from "./name-candidates";
import { MIN_CORRECTED_LENGTH } from "./search-plan";
import { SIMILARITY_THRESHOLD, trigramSimilarity } from "./trigrams";

/** Names tried, closest first, before giving up: each try is a search of its own. */
const TRIES = 3;

/** How well a name covers the shopper's words: each word's best trigram similarity to a word of the name, averaged. */
function closeness(terms: string[], name: string): number {
  const nameWords = wordsOf(name);
  const best = (term: string) => Math.max(0, ...nameWords.map((word) => trigramSimilarity(term, word)));
  return terms.reduce((sum, term) => sum + best(term), 0) / terms.length;
}

/**
 * For a search that found nothing: the product, brand or category name of the website closest to the
 * shopper's words by trigram similarity whose own search finds something, or null.
 */
export async function didYouMean(db: Kysely<Database>, websiteId: number, text: string): Promise<string | null> {
  const terms = searchTerms(text);
  const looked = terms.filter((term) => term.length >= MIN_CORRECTED_LENGTH);
  const found = await Promise.all(looked.map((term) => nameCandidates(db, websiteId, term)));
  const names = [...new Set(found.flat().map((named) => named.name))];
  const ranked = names
    .map((name) => ({ name, score: closeness(terms, name) }))
    .filter(({ score }) => score >= SIMILARITY_THRESHOLD)
    // Shorter names first among equals: a category or brand says more than one product.
    .sort((a, b) => b.score - a.score || a.name.length - b.name.length || a.name.localeCompare(b.name));
  for (const { name } of ranked.slice(0, TRIES)) {
    if (await searchFindsAnything(db, websiteId, await planSearch(db, websiteId, name))) return name;
  }
  return null;
}
