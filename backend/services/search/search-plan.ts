import { wordsOf } from "@/backend/services/products/search-terms";
import { synonymAt } from "./synonyms";
import { SIMILARITY_THRESHOLD, trigramSimilarity } from "./trigrams";

/**
 * One thing the shopper asked for: their own word(s), matched as a prefix, or any of the other
 * names it may go by (synonyms, then close spellings of a word that found nothing), matched whole.
 * A product must match every slot of a search.
 */
export interface SearchSlot {
  words: string[];
  alternatives: string[][];
}

/** The shopper's words as slots, a run of words that names a synonym group member kept together. */
export function slotsOf(terms: string[]): SearchSlot[] {
  const slots: SearchSlot[] = [];
  let index = 0;
  while (index < terms.length) {
    const synonym = synonymAt(terms, index);
    const length = synonym?.length ?? 1;
    slots.push({ words: terms.slice(index, index + length), alternatives: synonym?.others ?? [] });
    index += length;
  }
  return slots;
}

/** Shortest word a misspelling is looked for: fewer letters share too few trigrams to tell. */
export const MIN_CORRECTED_LENGTH = 3;
const MAX_CORRECTIONS = 3;
/** A spelling much further than the closest one is noise (chaki: chakki yes, chana no). */
const NEAR_BEST = 0.1;

/** Words of `names` within trigram similarity of `word` and about as close as the closest, closest first. */
export function closeWords(word: string, names: string[]): string[] {
  const scored = new Map<string, number>();
  for (const name of names) {
    for (const candidate of wordsOf(name)) {
      if (candidate === word || scored.has(candidate)) continue;
      const similarity = trigramSimilarity(word, candidate);
      if (similarity >= SIMILARITY_THRESHOLD) scored.set(candidate, similarity);
    }
  }
  const ranked = [...scored].sort(([a, left], [b, right]) => right - left || a.localeCompare(b));
  const best = ranked[0]?.[1] ?? 0;
  return ranked
    .filter(([, similarity]) => similarity >= best - NEAR_BEST)
    .slice(0, MAX_CORRECTIONS)
    .map(([candidate]) => candidate);
}

/** The slot with close spellings added as alternatives. */
export const withCorrections = (slot: SearchSlot, corrections: string[]): SearchSlot => ({
  words: slot.words,
  alternatives: [...slot.alternatives, ...corrections.map((word) => [word])],
});

/** Whether a name's words satisfy the slot: its own words as a prefix run, or an alternative whole. */
export function slotMatchesWords(slot: SearchSlot, nameWords: string[]): boolean {
  const runAt = (run: string[], start: number, prefixLast: boolean) =>
    run.every((word, offset) => {
      const candidate = nameWords[start + offset];
      if (candidate === undefined) return false;
      return prefixLast && offset === run.length - 1 ? candidate.startsWith(word) : candidate === word;
    });
  return nameWords.some((_, start) => runAt(slot.words, start, true) || slot.alternatives.some((alternative) => runAt(alternative, start, false)));
}
