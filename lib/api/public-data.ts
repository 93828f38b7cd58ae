import "server-only";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { publicCacheSeconds } from "@/lib/cache/settings";
import { contentPageTags, publicPageTags } from "@/lib/cache/tags";
import type { SiteRef } from "@/lib/site/segment";
import { queryString, requestJson } from "./client";
import { fetchMovedPage, fetchPageData } from "./pages";
import { fetchProduct, fetchProducts } from "./products";
import { fetchSuggestions } from "./search";
import type { PageData, Product, ProductList, ProductQuery, SiteData, SitemapData, Suggestions } from "./schemas";
import { createSiteFetch } from "./server-transport";

/**
 * A website's public data for its cached pages: a pure function of (website, arguments), kept in
 * Next's data cache under the website's tags (lib/cache/tags.ts) for the public window. The page that
 * reads it takes the same tags and window, so a backend write or the window refreshes both. A page in
 * another language than the website's default reads its catalogue in that language, under its own key.
 */
function cachedRead<T>(site: SiteRef, name: string, args: unknown[], load: () => Promise<T>, tags = publicPageTags(site.id)): Promise<T> {
  return unstable_cache(load, ["public", String(site.id), site.host, site.language ?? "", name, JSON.stringify(args)], {
    tags,
    revalidate: publicCacheSeconds(),
  })();
}

export const getSite = cache(
  (site: SiteRef): Promise<SiteData> =>
    cachedRead(site, "site", [], () => requestJson(createSiteFetch(site.host), `/api/site${queryString({ lang: site.language })}`, "site")),
);

export const getSitePage = cache(
  (site: SiteRef, path: string): Promise<PageData | null> =>
    cachedRead(site, "page", [path], () => fetchPageData(createSiteFetch(site.host), path, site.language), contentPageTags(site.id, path)),
);

export const getSiteMovedPage = cache(
  (site: SiteRef, path: string): Promise<string | null> =>
    cachedRead(site, "moved", [path], () => fetchMovedPage(createSiteFetch(site.host), path)),
);

export const getSiteProduct = cache(
  (site: SiteRef, slug: string): Promise<Product | null> =>
    cachedRead(site, "product", [slug], () => fetchProduct(createSiteFetch(site.host), slug, site.language)),
);

export const getSiteProducts = cache(
  (site: SiteRef, query: ProductQuery): Promise<ProductList> =>
    cachedRead(site, "products", [query], () => fetchProducts(createSiteFetch(site.host), query, site.language)),
);

export const getSiteSitemap = cache(
  (site: SiteRef): Promise<SitemapData> =>
    cachedRead(site, "sitemap", [], () => requestJson(createSiteFetch(site.host), "/api/sitemap", "sitemap")),
);

export const getSiteSuggestions = cache(
  (site: SiteRef, text: string): Promise<Suggestions> =>
    cachedRead(site, "suggestions", [text], () => fetchSuggestions(createSiteFetch(site.host), text, undefined, site.language)),
);
