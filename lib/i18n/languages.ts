/**
 * A website's languages: codes like "en", "hi", "kn", the default first. The default language's pages
 * have no prefix; every other offered language's pages live under /{code}/… (lib/i18n/locale-path.ts).
 */

/** Every storefront speaks English: it is the language of a website whose setting is missing or empty. */
export const FALLBACK_LANGUAGE = "en";

const LANGUAGE_CODE = /^[a-z]{2,3}$/;

/** A well-formed language code (two or three lower-case letters); says nothing of whether the store has its messages. */
export function isLanguageCode(value: string): boolean {
  return LANGUAGE_CODE.test(value);
}

/** The setting's stored text ("en,hi,kn") as a list: well-formed codes only, no repeats, never empty. */
export function parseLanguages(setting: string | null | undefined): string[] {
  const codes = (setting ?? "")
    .split(",")
    .map((code) => code.trim().toLowerCase())
    .filter(isLanguageCode);
  const unique = [...new Set(codes)];
  return unique.length > 0 ? unique : [FALLBACK_LANGUAGE];
}

/** The value of <html lang> and hreflang: the language as spoken in India (the store's market). */
export function languageTag(code: string): string {
  return `${code}-IN`;
}

/** A language's name in its own words (हिन्दी for hi, ಕನ್ನಡ for kn). */
export function nativeLanguageName(code: string): string {
  return new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code;
}

/** The Open Graph locale of a language (en_IN). */
export function openGraphLocale(code: string): string {
  return `${code}_IN`;
}
