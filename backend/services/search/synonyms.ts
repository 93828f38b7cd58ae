/**
 * Names shoppers use for the same thing: an Indian name and its English one, or two spellings. A
 * search for any member of a group also finds the others. Members may be several words.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["dal", "daal", "dhal"],
  ["atta", "flour"],
  ["jeera", "cumin"],
  ["haldi", "turmeric"],
  ["besan", "gram flour"],
  ["toor", "tur", "arhar"],
];

const wordsOf = (phrase: string) => phrase.split(" ");

/** A run of the shopper's words that names a synonym group member, and what else it may be called. */
export interface SynonymMatch {
  /** How many of the words the member covers. */
  length: number;
  others: string[][];
}

/** The longest group member that the words start with, or null. */
export function synonymAt(words: string[], start: number): SynonymMatch | null {
  let best: SynonymMatch | null = null;
  for (const group of SYNONYM_GROUPS) {
    for (const member of group) {
      const memberWords = wordsOf(member);
      const fits = memberWords.every((word, offset) => words[start + offset] === word);
      if (fits && memberWords.length > (best?.length ?? 0)) {
        best = { length: memberWords.length, others: group.filter((other) => other !== member).map(wordsOf) };
      }
    }
  }
  return best;
}
