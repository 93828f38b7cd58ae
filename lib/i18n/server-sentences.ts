import type { Texts } from "./texts";

/**
 * Sentences the API writes in English that the storefront knows, each with the message key that
 * says it in the page's language (the values are the sentence's parts). Any other text is shown as
 * the server gave it, so English stays byte for byte what the server sent.
 */
const SENTENCES: readonly [RegExp, string][] = [
  [/^Add (?<amount>₹[\d,.]+) more for free delivery$/, "addForFreeDelivery"],
  [/^Free delivery$/, "freeDelivery"],
];

/** A server sentence in the page's words (the Cart messages), or as given when it is not one of them. */
export function serverSentence(text: string, t: Texts): string {
  for (const [pattern, key] of SENTENCES) {
    const match = pattern.exec(text);
    if (match) return t(key, match.groups);
  }
  return text;
}
