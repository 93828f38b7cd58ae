import type { MetadataRoute } from "next";
import { getInit, getProducts } from "@/lib/api/server";
import type { Category, Product } from "@/lib/api/schemas";
import { absoluteUrl } from "@/lib/seo/json-ld";
import { requestOrigin } from "@/lib/seo/request";
import { categoryHref } from "@/lib/navigation";
import { imageUrl } from "@/lib/images";

/** Per request: the website (and the origin in every URL) comes from the request host. */
export const dynamic = "force-dynamic";

/** At most this many products are listed (100 per request). */
const MAX_PRODUCT_PAGES = 50;

function flatten(categories: Category[]): Category[] {
  return categories.flatMap((category) => [category, ...flatten(category.children)]);
}

async function allProducts(): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; page <= MAX_PRODUCT_PAGES; page += 1) {
    const list = await getProducts({ page, perPage: 100 });
    products.push(...list.data);
    if (list.data.length === 0 || products.length >= list.meta.total) break;
  }
  return products;
}

/** The sitemap of the website the request is for (by host): home, pages, categories, products. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [init, origin] = await Promise.all([getInit(), requestOrigin()]);
  if (!init || !init.web) return [];
  const url = (path: string) => absoluteUrl(origin, path);
  const products = await allProducts().catch(() => [] as Product[]);
  const pages = init.webPages.map((page) => page.url).filter((path) => path.startsWith("/") && path !== "/");
  return [
    { url: url("/"), changeFrequency: "daily", priority: 1 },
    { url: url("/products"), changeFrequency: "daily", priority: 0.9 },
    ...[...new Set(pages)].map((path) => ({ url: url(path), changeFrequency: "weekly" as const, priority: 0.6 })),
    ...flatten(init.categories).map((category) => ({ url: url(categoryHref(category.slug)), changeFrequency: "daily" as const, priority: 0.7 })),
    ...products.map((product) => ({
      url: url(`/products/${encodeURIComponent(product.slug)}`),
      changeFrequency: "weekly" as const,
      priority: 0.8,
      ...(product.image ? { images: [url(imageUrl(product.image, "large"))] } : {}),
    })),
  ];
}
