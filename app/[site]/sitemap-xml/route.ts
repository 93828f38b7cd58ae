import { getSiteProducts } from "@/lib/api/public-data";
import type { Product } from "@/lib/api/schemas";
import { sitemapXml } from "@/lib/seo/crawl-files";
import { siteOf, siteOrigin, type SiteParams } from "@/lib/site/page-site";
import type { SiteRef } from "@/lib/site/segment";

/** Per website, cached like its pages; every URL from the website's own origin. */
export const dynamic = "force-static";

/** At most this many products are listed (100 per request). */
const MAX_PRODUCT_PAGES = 50;

export function generateStaticParams(): SiteParams[] {
  return [];
}

async function allProducts(ref: SiteRef): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; page <= MAX_PRODUCT_PAGES; page += 1) {
    const list = await getSiteProducts(ref, { page, perPage: 100 });
    products.push(...list.data);
    if (list.data.length === 0 || products.length >= list.meta.total) break;
  }
  return products;
}

export async function GET(_request: Request, { params }: { params: Promise<SiteParams> }) {
  const { ref, site } = await siteOf(params);
  const products = await allProducts(ref).catch(() => [] as Product[]);
  return new Response(sitemapXml(siteOrigin(site), site, products), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
