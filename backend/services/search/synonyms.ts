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

/**
 * Words that name what an English (or group) name names, one way: the word in Hindi or Kannada
 * script, which a shopper on those pages types, or a Hinglish word no product name holds. Each finds
 * what its name finds; the name does not look for them.
 */
const OTHER_NAMES: Readonly<Record<string, string>> = {
  chawal: "rice",
  चावल: "rice",
  ಅಕ್ಕಿ: "rice",
  दाल: "dal",
  ಬೇಳೆ: "dal",
  आटा: "atta",
  ಹಿಟ್ಟು: "atta",
  जीरा: "jeera",
  ಜೀರಿಗೆ: "jeera",
  हल्दी: "haldi",
  ಅರಿಶಿನ: "haldi",
  बेसन: "besan",
  "ಕಡಲೆ ಹಿಟ್ಟು": "besan",
  तूर: "toor",
  अरहर: "toor",
  ತೊಗರಿ: "toor",
  तेल: "oil",
  ಎಣ್ಣೆ: "oil",
  chini: "sugar",
  चीनी: "sugar",
  ಸಕ್ಕರೆ: "sugar",
  namak: "salt",
  नमक: "salt",
  ಉಪ್ಪು: "salt",
  chai: "tea",
  चाय: "tea",
  ಚಹಾ: "tea",
};

const wordsOf = (phrase: string) => phrase.split(" ");

/** The name and the rest of its synonym group: what a word of another script or Hinglish looks for. */
function namesFor(name: string): string[][] {
  const group = SYNONYM_GROUPS.find((members) => members.includes(name)) ?? [name];
  return [name, ...group.filter((member) => member !== name)].map(wordsOf);
}

const fits = (words: string[], start: number, member: string) => wordsOf(member).every((word, offset) => words[start + offset] === word);

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
      const length = wordsOf(member).length;
      if (fits(words, start, member) && length > (best?.length ?? 0)) {
        best = { length, others: group.filter((other) => other !== member).map(wordsOf) };
      }
    }
  }
  for (const [word, name] of Object.entries(OTHER_NAMES)) {
    const length = wordsOf(word).length;
    if (fits(words, start, word) && length > (best?.length ?? 0)) best = { length, others: namesFor(name) };
  }
  return best;
}
