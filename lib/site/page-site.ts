import "server-only";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { cache } from "react";
import { getSite } from "@/lib/api/public-data";
import type { SiteData } from "@/lib/api/schemas";
import { languagePrefix } from "@/lib/i18n/locale-path";
import { publicOrigin } from "./public-origin";
import { parseSiteSegment, type SiteRef } from "./segment";

/** The params of every route under app/[site]. */
export type SiteParams = { site: string };

/** The website and language of a page: where its data comes from and which words it speaks. */
export type PageSite = {
  ref: SiteRef;
  site: SiteData;
  /** The page's language code ("en", "hi"). */
  language: string;
  /** What the page's own links start with: "" in the website's default language, else "/hi". */
  prefix: string;
};

/** The website of this render, from its route segment (one object per render, so per-render caches dedupe). */
const segmentOf = cache((segment: string) => {
  const parsed = parseSiteSegment(segment);
  if (!parsed) notFound();
  return parsed;
});

/** The language siteOf() found in this render (one object per request, as next-intl keeps its own). */
const languageOfThisRender = cache((): { language?: string } => ({}));

/**
 * The page's language as siteOf() found it in this render, if it has run yet. For the not-found
 * boundary, which gets no params: next-intl's getLocale() would read a request header when nothing has
 * told it the language yet, and a public page may not read the request.
 */
export function renderedLanguage(): string | undefined {
  return languageOfThisRender().language;
}

/**
 * The website's public data and the page's language for the page whose params these are. A language
 * the website does not offer (or its default, spelled as a prefix) is not a page. It also tells
 * next-intl the language of this render, so no component reads it from a request header.
 */
export async function siteOf(params: Promise<SiteParams>): Promise<PageSite> {
  const { ref: website, language: asked } = segmentOf((await params).site);
  const inDefault = await getSite(website);
  const [defaultLanguage, ...others] = inDefault.web.languages;
  if (asked && !others.includes(asked)) notFound();
  const language = asked ?? defaultLanguage;
  setRequestLocale(language);
  languageOfThisRender().language = language;
  // The page's catalogue (menus, categories, brands, products) is read in its language.
  const ref = asked ? { ...website, language: asked } : website;
  const site = asked ? await getSite(ref) : inDefault;
  return { ref, site, language, prefix: languagePrefix(language, defaultLanguage) };
}

/** The origin of every absolute URL in the website's pages: its configured one, never a request header. */
export function siteOrigin(site: SiteData): string {
  return site.web.origin ?? publicOrigin().origin;
}
