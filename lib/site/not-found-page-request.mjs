// The website's not-found page as an ordinary page, asked for only by this server itself
// (scripts/server-rendered-not-found.mjs): the request carries the process's own token, and
// without it the address is not a page (proxy.ts).

/** Where the page lives, under app/[site]. */
export const NOT_FOUND_PAGE_ROUTE = "page-not-found";
/** The header that carries the token; its value is process.env.NOT_FOUND_PAGE_TOKEN. */
export const NOT_FOUND_PAGE_TOKEN_HEADER = "x-not-found-page";
/** The header naming the language prefix of the address that was not found ("hi" for /hi/…). */
export const NOT_FOUND_PAGE_LANGUAGE_HEADER = "x-not-found-language";

/** Whether a request for this path with this header value is the server asking for the page. */
export function asksForNotFoundPage(pathname, token) {
  const expected = process.env.NOT_FOUND_PAGE_TOKEN;
  return Boolean(expected) && pathname === `/${NOT_FOUND_PAGE_ROUTE}` && token === expected;
}

/** The language prefix a not-found path starts with, if it could be one ("/hi/x" → "hi"), for the page request's header. */
export function notFoundPathLanguage(path) {
  const first = path.split("/")[1] ?? "";
  return /^[a-z]{2,3}$/.test(first) ? first : null;
}

/**
 * The language the server's own page request asks the not-found page in: one the website offers
 * besides its default, else none (the default language).
 */
export function notFoundPageLanguage(asked, languages) {
  return asked && languages.slice(1).includes(asked) ? asked : null;
}
