"use client";

import { useEffect, useRef, useState } from "react";
import { publicBrowserFetch } from "@/lib/api/browser-transport";
import { fetchSuggestions, MIN_SUGGEST_LENGTH } from "@/lib/api/search";
import type { Suggestions } from "@/lib/api/schemas";

export const SUGGEST_DEBOUNCE_MS = 150;

/**
 * Suggestions for what the shopper has typed, asked for once typing pauses. Each new text aborts the
 * request before it, and an answer is kept only if it belongs to the newest request, so a slow answer
 * for "bas" can never replace the one for "basmati".
 */
export function useSuggestions(text: string): { suggestions: Suggestions | null; forText: string } {
  const [state, setState] = useState<{ suggestions: Suggestions | null; forText: string }>({ suggestions: null, forText: "" });
  const latest = useRef(0);
  const query = text.trim();
  const wanted = query.length >= MIN_SUGGEST_LENGTH;

  useEffect(() => {
    const request = ++latest.current;
    if (!wanted) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetchSuggestions(publicBrowserFetch, query, controller.signal)
        .then((suggestions) => {
          if (request === latest.current) setState({ suggestions, forText: query });
        })
        // Aborted or failed: the shopper can still submit the search; suggestions are a convenience.
        .catch(() => {});
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, wanted]);

  return wanted ? state : { suggestions: null, forText: "" };
}
