import "server-only";
import type { Metadata } from "next";
import { getInit, getPageData } from "@/lib/api/server";
import { pageMetadata } from "@/lib/seo/metadata";
import { requestOrigin } from "@/lib/seo/request";
import { pageTitle } from "@/components/page-blocks/page-view";

/** '/about-us' from the catch-all segments (decoded, no trailing slash); '/' for none. */
export function pathFromSegments(segments: string[] | undefined): string {
  const parts = (segments ?? []).map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  return `/${parts.filter(Boolean).join("/")}`;
}

/** Metadata of a content page: its seo fields over the site's defaults; canonical from the request origin. */
export async function contentPageMetadata(path: string): Promise<Metadata> {
  const [init, page, origin] = await Promise.all([getInit(), getPageData(path).catch(() => null), requestOrigin()]);
  if (!page) return path === "/" ? pageMetadata({ init, origin, path }) : { title: "Page not found", robots: { index: false } };
  const siteName = init && init.web ? init.web.name : "";
  return pageMetadata({
    init,
    origin,
    path,
    ...pageTitle(page, siteName),
    description: page.seo_description || null,
    keywords: page.seo_keyword || null,
  });
}
