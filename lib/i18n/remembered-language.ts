/**
 * The shopper's last chosen language, kept in the browser for a later visit. The server never reads
 * it for a page (pages are the same for everyone per address): it can only ever suggest a language.
 */
const LANGUAGE_COOKIE = "language";

export function rememberLanguage(code: string): void {
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
}

/** The remembered language in a cookie header (`document.cookie`), or null. */
export function rememberedLanguage(cookies: string): string | null {
  for (const pair of cookies.split(";")) {
    const [name, ...value] = pair.trim().split("=");
    if (name !== LANGUAGE_COOKIE) continue;
    try {
      return decodeURIComponent(value.join("=")) || null;
    } catch {
      return null;
    }
  }
  return null;
}
