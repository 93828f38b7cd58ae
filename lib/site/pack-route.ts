/**
 * /products/{slug}?pack=ID (the address search engines list for each pack) is a cached page per pack:
 * proxy.ts moves the pack into the path (app/[site]/product-pack/[slug]/[pack]), because a page that
 * reads the query string is rendered per request. Its canonical stays the product.
 */
export const PACK_ROUTE = "product-pack";

const PRODUCT_PATH = /^\/products\/([^/]+)$/;

/** The internal path of a product page that names a pack, or null when the address names none. */
export function packPagePath(segment: string, pathname: string, search: URLSearchParams): string | null {
  const slug = PRODUCT_PATH.exec(pathname)?.[1];
  const pack = search.get("pack");
  if (!slug || !pack || !/^[1-9]\d{0,8}$/.test(pack)) return null;
  return `/${segment}/${PACK_ROUTE}/${slug}/${pack}`;
}
