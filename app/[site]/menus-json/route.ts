import { siteMenus } from "@/lib/site/menus";
import { siteOf, type SiteParams } from "@/lib/site/page-site";

/**
 * /menus.json: the website's menus (lib/site/menus.ts), cached per website like its pages; /hi/menus.json
 * names the categories and navigation in Hindi (the prefix puts the language in the segment, as for a page).
 */
export const dynamic = "force-static";

export function generateStaticParams(): SiteParams[] {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<SiteParams> }) {
  const { site } = await siteOf(params);
  return Response.json(siteMenus(site));
}
