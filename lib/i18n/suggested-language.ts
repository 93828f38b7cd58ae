type SuggestionInput = {
  /** The website's languages. */
  offered: readonly string[];
  /** The page's language. */
  current: string;
  /** The language the shopper chose before (the switcher's cookie), if any. */
  remembered: string | null;
  /** The browser's languages, most wanted first (`navigator.languages`: what it sends as Accept-Language). */
  preferred: readonly string[];
};

/**
 * Another of the website's languages to offer the shopper on this page, or null. A choice the shopper
 * made wins (choosing, or dismissing the suggestion, remembers the page's language); otherwise the
 * browser's first language the website offers, by its primary subtag ("hi-IN" is Hindi). Only ever a
 * suggestion: the page is the same for everyone at its address and nothing redirects.
 */
export function suggestedLanguage({ offered, current, remembered, preferred }: SuggestionInput): string | null {
  if (remembered && offered.includes(remembered)) return remembered === current ? null : remembered;
  for (const tag of preferred) {
    const primary = tag.split("-")[0]?.toLowerCase();
    if (primary && offered.includes(primary)) return primary === current ? null : primary;
  }
  return null;
}
