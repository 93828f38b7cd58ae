import type { Context } from "hono";
import { LANGUAGE_HEADER } from "@/lib/api/protocol";
import { parseLanguages } from "@/lib/i18n/languages";
import type { AppEnv } from "./env";

/**
 * The language of the page a shopper's write came from (the storefront sends it with every write),
 * for the texts the store sends them later. Only a language the website offers counts; anything else,
 * or nothing, is the website's default. Never used for a page or any shared answer.
 */
export function shopperLanguage(c: Context<AppEnv>): string {
  const offered = parseLanguages(c.get("website").languages);
  const asked = c.req.header(LANGUAGE_HEADER)?.trim().toLowerCase();
  return asked && offered.includes(asked) ? asked : offered[0];
}
