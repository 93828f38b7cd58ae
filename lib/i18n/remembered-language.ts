/**
 * The shopper's last chosen language, kept in the browser for a later visit. The server never reads
 * it for a page (pages are the same for everyone per address): it can only ever suggest a language.
 */
const LANGUAGE_COOKIE = "language";

export function rememberLanguage(code: string): void {
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
}
