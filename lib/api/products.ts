import { ApiRequestError, queryString, requestJson, type ApiFetch } from "./client";
import type { Product, ProductList, ProductQuery } from "./schemas";
import { PRODUCTS_PER_PAGE } from "@/lib/api/contract/catalogue";

function productListPath(query: ProductQuery, language: string | undefined): string {
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
    lang: language,
  })}`;
}

/** A page of products; `language` (a page's other language) names them in it. */
export function fetchProducts(api: ApiFetch, query: ProductQuery = {}, language?: string): Promise<ProductList> {
  return requestJson(api, productListPath(query, language), "productList");
}

/** One product by slug or id; null when there is none. */
export async function fetchProduct(api: ApiFetch, slugOrId: string | number, language?: string): Promise<Product | null> {
  try {
    return await requestJson(api, `/api/products/${encodeURIComponent(String(slugOrId))}${queryString({ lang: language })}`, "product");
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The named products that are still sold, in no particular order (ids ascending, so the answer caches
 * well), named in `language` (a page's other language; its URL carries it, so each language's answer
 * is cached apart). The browser asks without cookies (publicBrowserFetch): the cards' wishlist hearts
 * come from the visitor call, so a signed-in shopper's row is the shared answer too.
 */
export function fetchProductsByIds(api: ApiFetch, ids: readonly number[], language?: string): Promise<ProductList> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const query = queryString({ ids: sorted.join(","), perPage: Math.max(sorted.length, 1), lang: language });
  return requestJson(api, `/api/products${query}`, "productList");
}
