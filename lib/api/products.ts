import { ApiRequestError, queryString, requestJson, type ApiFetch } from "./client";
import type { Product, ProductList, ProductQuery } from "./schemas";
import { PRODUCTS_PER_PAGE } from "@/lib/api/contract/catalogue";

function productListPath(query: ProductQuery): string {
  return `/api/products${queryString({
    page: query.page && query.page > 1 ? query.page : undefined,
    s: query.s,
    c: query.c,
    b: query.b,
    q: query.q?.trim(),
    sort: query.sort,
    in_stock: query.in_stock,
    on_offer: query.on_offer,
    perPage: query.perPage ?? PRODUCTS_PER_PAGE,
  })}`;
}

export function fetchProducts(api: ApiFetch, query: ProductQuery = {}): Promise<ProductList> {
  return requestJson(api, productListPath(query), "productList");
}

/** One product by slug or id; null when there is none. */
export async function fetchProduct(api: ApiFetch, slugOrId: string | number): Promise<Product | null> {
  try {
    return await requestJson(api, `/api/products/${encodeURIComponent(String(slugOrId))}`, "product");
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The named products that are still sold, in no particular order (ids ascending, so the answer caches
 * well). The browser asks without cookies (publicBrowserFetch): the cards' wishlist hearts come from
 * the visitor call, so a signed-in shopper's row is the shared answer too.
 */
export function fetchProductsByIds(api: ApiFetch, ids: readonly number[]): Promise<ProductList> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return requestJson(api, `/api/products${queryString({ ids: sorted.join(","), perPage: Math.max(sorted.length, 1) })}`, "productList");
}
