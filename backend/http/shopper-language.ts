import type { Context } from "hono";
import { LANGUAGE_HEADER } from "@/lib/api/protocol";
import { parseLanguages } from "@/lib/i18n/languages";
import { languagePrefix } from "@/lib/i18n/locale-path";
import { catalogueLanguage, type CatalogueLanguage } from "@/backend/services/translations/catalogue-language";
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

/** The path prefix of the shopper's page language ("" for the website's default), for links back to the website. */
export function shopperLanguagePrefix(c: Context<AppEnv>): string {
  return languagePrefix(shopperLanguage(c), parseLanguages(c.get("website").languages)[0]);
}

/**
 * The language of the catalogue names in a private answer (the visitor's cart, wishlist, buy again):
 * the page's language, which the browser sends with every call. Such answers are never stored by a
 * shared cache; a shared answer takes its language from its URL (`?lang=`) instead.
 */
export function shopperCatalogueLanguage(c: Context<AppEnv>): CatalogueLanguage {
  return catalogueLanguage(c.get("website"), shopperLanguage(c));
}
