import { languageTag } from "@/lib/i18n/languages";
import { languagePrefix, withLanguagePrefix } from "@/lib/i18n/locale-path";
import { absoluteUrl } from "./json-ld";

/**
 * A page's canonical URL in its language and, when the website offers several, the same page in each
 * (hreflang) with the default language's address as x-default.
 */
export function languageAlternates(
  origin: string,
  path: string,
  language: string,
  languages: readonly string[],
): { canonical: string; languages?: Record<string, string> } {
  const [defaultLanguage] = languages;
  const urlIn = (code: string) => absoluteUrl(origin, withLanguagePrefix(languagePrefix(code, defaultLanguage), path));
  const canonical = urlIn(language);
  if (languages.length < 2) return { canonical };
  const alternates = Object.fromEntries(languages.map((code) => [languageTag(code), urlIn(code)]));
  return { canonical, languages: { ...alternates, "x-default": urlIn(defaultLanguage) } };
}
