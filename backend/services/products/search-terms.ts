const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/**
 * Words of the shopper's text with every search-syntax character dropped, so quotes, stars,
 * brackets or operators can never reach FTS5 or tsquery as syntax.
 */
export function searchTerms(text: string | undefined): string[] {
  if (!text) return [];
  const words = text.normalize("NFKC").toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_TERMS).map((word) => word.slice(0, MAX_TERM_LENGTH));
}

/** FTS5: every word as a quoted prefix, all required. */
export const fts5Query = (terms: string[]) => terms.map((term) => `"${term}"*`).join(" ");

/** PostgreSQL to_tsquery('simple', …): every word as a prefix, all required. */
export const tsQuery = (terms: string[]) => terms.map((term) => `${term}:*`).join(" & ");
