/**
 * Every storefront path the code builds, in one place. Each part that comes from data (slugs, order
 * ids, search text) is encoded here, so a slug with a space or "&" still leads to its own page.
 * Filtered listings with several filters at once are built by productsHref (lib/catalogue-filters.ts).
 */
const encode = encodeURIComponent;

const PRODUCTS_PATH = "/products";
const ORDERS_PATH = "/account/orders";

export function productPath(slug: string): string {
  return `${PRODUCTS_PATH}/${encode(slug)}`;
}

/** A product page (absolute or not) with one pack chosen: what a ProductGroup variant and a sized search point to. */
export function packPath(productPathOrUrl: string, packId: number): string {
  return `${productPathOrUrl}?pack=${encodeURIComponent(String(packId))}`;
}

export function categoryPath(slug: string): string {
  return `${PRODUCTS_PATH}?c=${encode(slug)}`;
}

export function brandPath(slug: string): string {
  return `${PRODUCTS_PATH}?b=${encode(slug)}`;
}

export function supplierPath(slug: string): string {
  return `${PRODUCTS_PATH}?s=${encode(slug)}`;
}

export function searchPath(text: string): string {
  return `${PRODUCTS_PATH}?q=${encode(text)}`;
}

/** /products for what the shopper typed, or null when the trimmed text is empty (nothing happens then). */
export function searchHref(text: string): string | null {
  const query = text.trim();
  return query ? searchPath(query) : null;
}

export function orderPath(orderId: string | number): string {
  return `${ORDERS_PATH}/${encode(String(orderId))}`;
}

/** The order list; page 1 has no page parameter. */
export function ordersPath(page = 1): string {
  return page > 1 ? `${ORDERS_PATH}?page=${page}` : ORDERS_PATH;
}
