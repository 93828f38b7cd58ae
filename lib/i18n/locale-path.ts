/**
 * Where a language's pages live: the website's default language at the plain path, every other
 * offered language under /{code}. Public pages are built per path, so each language's page is cached
 * and shared on its own address.
 */

/** The language a public path asks for (null: the default) and the path without its prefix. */
export function splitLanguagePrefix(pathname: string, languages: readonly string[]): { language: string | null; path: string } {
  const first = pathname.split("/")[1] ?? "";
  if (!languages.slice(1).includes(first)) return { language: null, path: pathname };
  const rest = pathname.slice(first.length + 1);
  return { language: first, path: rest === "" ? "/" : rest };
}

/** The prefix of a language's addresses on a website whose default is `defaultLanguage`: "" or "/hi". */
export function languagePrefix(language: string, defaultLanguage: string): string {
  return language === defaultLanguage ? "" : `/${language}`;
}

/** A website path (starting with "/") in the language whose prefix this is. */
export function withLanguagePrefix(prefix: string, path: string): string {
  if (!prefix || !path.startsWith("/") || path.startsWith("//")) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** A page's path without its language prefix ("/hi/products" → "/products"). */
export function withoutLanguagePrefix(prefix: string, pathname: string): string {
  if (!prefix || (pathname !== prefix && !pathname.startsWith(`${prefix}/`))) return pathname;
  return pathname.slice(prefix.length) || "/";
}
