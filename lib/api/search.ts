import { queryString, requestJson, type ApiFetch } from "./client";
import type { Suggestions } from "./schemas";

/** Fewer letters than this suggest nothing (the API answers empty lists). */
export const MIN_SUGGEST_LENGTH = 2;

const suggestPath = (text: string, language: string | undefined) => `/api/search/suggest${queryString({ q: text.trim(), lang: language })}`;

export function fetchSuggestions(api: ApiFetch, text: string, signal?: AbortSignal, language?: string): Promise<Suggestions> {
  return requestJson(api, suggestPath(text, language), "suggestions", { signal });
}
