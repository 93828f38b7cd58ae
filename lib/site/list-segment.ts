import type { ProductQuery } from "@/lib/api/schemas";
import { productsHref } from "@/lib/catalogue-filters";
import { parseProductQuery } from "@/lib/product-query";

/**
 * /products?… is a cached page per website and filter: proxy.ts moves its canonical query into a path
 * segment (app/[site]/product-listing/[query]), because a page that reads the query string is rendered
 * per request. The segment is base64url, so no character needs escaping on the way.
 */
export const LIST_ROUTE = "product-listing";
const ALL = "all";

/** The canonical query of /products (unknown or invalid parameters dropped, defaults left out) as a segment. */
export function listSegment(search: URLSearchParams): string {
  const href = productsHref(parseProductQuery(Object.fromEntries(search.entries())));
  const query = href.includes("?") ? href.slice(href.indexOf("?") + 1) : "";
  return query ? Buffer.from(query, "utf8").toString("base64url") : ALL;
}

/** The product query a segment stands for; anything unreadable is the unfiltered list. */
export function queryOfSegment(segment: string): ProductQuery {
  if (segment === ALL || !/^[A-Za-z0-9_-]{1,2000}$/.test(segment)) return {};
  const search = new URLSearchParams(Buffer.from(segment, "base64url").toString("utf8"));
  return parseProductQuery(Object.fromEntries(search.entries()));
}
