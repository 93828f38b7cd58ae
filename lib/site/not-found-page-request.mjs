// The website's not-found page as an ordinary page, asked for only by this server itself
// (scripts/server-rendered-not-found.mjs): the request carries the process's own token, and
// without it the address is not a page (proxy.ts).

/** Where the page lives, under app/[site]. */
export const NOT_FOUND_PAGE_ROUTE = "page-not-found";
/** The header that carries the token; its value is process.env.NOT_FOUND_PAGE_TOKEN. */
export const NOT_FOUND_PAGE_TOKEN_HEADER = "x-not-found-page";

/** Whether a request for this path with this header value is the server asking for the page. */
export function asksForNotFoundPage(pathname, token) {
  const expected = process.env.NOT_FOUND_PAGE_TOKEN;
  return Boolean(expected) && pathname === `/${NOT_FOUND_PAGE_ROUTE}` && token === expected;
}
