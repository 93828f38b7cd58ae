/**
 * Trigram similarity as PostgreSQL's pg_trgm computes it for one word: the word padded with two
 * spaces in front and one behind, its set of three-letter pieces, and shared pieces over all pieces.
 * Both databases rank candidate words with this one function, so a misspelling is forgiven the same
 * way on SQLite and PostgreSQL.
 */
export function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index++) trigrams.add(padded.slice(index, index + 3));
  return trigrams;
}

export function trigramSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const left = trigramsOf(a);
  const right = trigramsOf(b);
  let shared = 0;
  for (const trigram of left) if (right.has(trigram)) shared++;
  return shared / (left.size + right.size - shared);
}

/** pg_trgm's own default: below it two words are not taken for one another. */
export const SIMILARITY_THRESHOLD = 0.3;
