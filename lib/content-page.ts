import "server-only";
import type { Metadata } from "next";
import { getSitePage } from "@/lib/api/public-data";
import type { SiteData } from "@/lib/api/schemas";
import { pageMetadata } from "@/lib/seo/metadata";
import { decodePathParam } from "@/lib/site/path-param";
import type { SiteRef } from "@/lib/site/segment";
import { siteOrigin } from "@/lib/site/page-site";
import { pageTitle } from "@/lib/seo/page-title";

/** '/about-us' from the catch-all segments (decoded, no trailing slash); '/' for none. */
export function pathFromSegments(segments: string[] | undefined): string {
  const parts = (segments ?? []).map(decodePathParam);
  return `/${parts.filter(Boolean).join("/")}`;
}

/** Metadata of a content page: its seo fields over the site's defaults; canonical from the website's origin. */
export async function contentPageMetadata(ref: SiteRef, site: SiteData, path: string, language: string): Promise<Metadata> {
  const page = await getSitePage(ref, path).catch(() => null);
  const origin = siteOrigin(site);
  if (!page) return path === "/" ? pageMetadata({ site, origin, path, language }) : { title: "Page not found", robots: { index: false } };
  return pageMetadata({
    site,
    origin,
    path,
    language,
    ...pageTitle(page, site.web.name),
    description: page.seo_description || null,
    keywords: page.seo_keyword || null,
  });
}
