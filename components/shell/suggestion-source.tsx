"use client";

import { useEffect } from "react";
import { NOTHING_FOUND_YET, type FoundSuggestions } from "./found-suggestions";
import { suggestionOptions } from "./suggestion-options";
import { useSuggestions } from "./use-suggestions";

/**
 * Asks for suggestions as the shopper types and tells the search form what came back. It renders
 * nothing; the form mounts it when its field is first focused, so its code (and the request's) is
 * not among the scripts a page downloads before it loads.
 */
export function SuggestionSource({ text, onFound }: { text: string; onFound: (found: FoundSuggestions) => void }) {
  const { suggestions, forText } = useSuggestions(text);
  useEffect(() => {
    onFound(suggestions === null ? NOTHING_FOUND_YET : { options: suggestionOptions(suggestions), answered: true, forText });
  }, [suggestions, forText, onFound]);
  return null;
}
