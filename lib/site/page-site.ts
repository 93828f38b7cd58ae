import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getSite } from "@/lib/api/public-data";
import type { SiteData } from "@/lib/api/schemas";
import { publicOrigin } from "./public-origin";
import { parseSiteSegment, type SiteRef } from "./segment";

/** The params of every route under app/[site]. */
export type SiteParams = { site: string };

/** The website of this render, from its route segment (one object per render, so per-render caches dedupe). */
const siteRefOf = cache((segment: string): SiteRef => {
  const ref = parseSiteSegment(segment);
  if (!ref) notFound();
  return ref;
});

/** The website's public data for the page whose params these are. */
export async function siteOf(params: Promise<SiteParams>): Promise<{ ref: SiteRef; site: SiteData }> {
  const ref = siteRefOf((await params).site);
  return { ref, site: await getSite(ref) };
}

/** The origin of every absolute URL in the website's pages: its configured one, never a request header. */
export function siteOrigin(site: SiteData): string {
  return site.web.origin ?? publicOrigin().origin;
}
