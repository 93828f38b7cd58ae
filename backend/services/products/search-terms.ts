import type { SearchSlot } from "@/backend/services/search/search-plan";

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/** Lower-case words (letters, marks and digits of any script) of a text. */
export const wordsOf = (text: string): string[] => text.normalize("NFKC").toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];

/**
 * Words of the shopper's text with every search-syntax character dropped, so quotes, stars,
 * brackets or operators can never reach FTS5 or tsquery as syntax.
 */
export function searchTerms(text: string | undefined): string[] {
  if (!text) return [];
  return wordsOf(text)
    .slice(0, MAX_TERMS)
    .map((word) => word.slice(0, MAX_TERM_LENGTH));
}

/** FTS5: each slot's own words as a phrase whose last word is a prefix, or any alternative phrase; every slot required. */
export const fts5Query = (slots: SearchSlot[]) =>
  slots
    .map((slot) => {
      const options = [`"${slot.words.join(" ")}"*`, ...slot.alternatives.map((alternative) => `"${alternative.join(" ")}"`)];
      return options.length === 1 ? options[0] : `(${options.join(" OR ")})`;
    })
    .join(" AND ");

const tsPhrase = (words: string[], prefixLast: boolean) =>
  words.map((word, index) => (prefixLast && index === words.length - 1 ? `${word}:*` : word)).join(" <-> ");

/** PostgreSQL to_tsquery('simple', …): the same query as fts5Query. */
export const tsQuery = (slots: SearchSlot[]) =>
  slots
    .map((slot) => {
      const options = [tsPhrase(slot.words, true), ...slot.alternatives.map((alternative) => tsPhrase(alternative, false))];
      return options.length === 1 ? options[0] : `(${options.join(" | ")})`;
    })
    .join(" & ");
