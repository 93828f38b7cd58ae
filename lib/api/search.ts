import { queryString, requestJson, type ApiFetch } from "./client";
import type { Suggestions } from "./schemas";

/** Fewer letters than this suggest nothing (the API answers empty lists). */
export const MIN_SUGGEST_LENGTH = 2;

const suggestPath = (text: string) => `/api/search/suggest${queryString({ q: text.trim() })}`;

export function fetchSuggestions(api: ApiFetch, text: string, signal?: AbortSignal): Promise<Suggestions> {
  return requestJson(api, suggestPath(text), "suggestions", { signal });
}
