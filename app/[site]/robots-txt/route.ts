import { robotsTxt } from "@/lib/seo/crawl-files";
import { siteOf, siteOrigin, type SiteParams } from "@/lib/site/page-site";

/** Per website, cached like its pages; every URL from the website's own origin. */
export const dynamic = "force-static";

export function generateStaticParams(): SiteParams[] {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<SiteParams> }) {
  const { site } = await siteOf(params);
  return new Response(robotsTxt(siteOrigin(site)), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
