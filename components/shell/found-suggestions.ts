import type { SuggestionOption } from "./suggestion-options";

/**
 * What the search form knows of the suggestions for its text. Kept apart from the code that asks for
 * them (suggestion-source.tsx), which arrives on demand: importing this must not bring that along.
 */
export type FoundSuggestions = {
  options: SuggestionOption[];
  /** An answer has come for `forText`, the trimmed text it was asked for. */
  answered: boolean;
  forText: string;
};

export const NOTHING_FOUND_YET: FoundSuggestions = { options: [], answered: false, forText: "" };
