import { getSiteSitemap } from "@/lib/api/public-data";
import { sitemapXml } from "@/lib/seo/crawl-files";
import { siteOf, siteOrigin, type SiteParams } from "@/lib/site/page-site";

/** Per website, cached like its pages; every URL from the website's own origin. */
export const dynamic = "force-static";

export function generateStaticParams(): SiteParams[] {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<SiteParams> }) {
  const { ref, site } = await siteOf(params);
  const listed = await getSiteSitemap(ref);
  return new Response(sitemapXml(siteOrigin(site), site, listed), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
