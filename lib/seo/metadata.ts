import type { Metadata } from "next";
import type { SiteData } from "@/lib/api/schemas";
import { openGraphImageUrl } from "@/lib/images";
import { openGraphLocale } from "@/lib/i18n/languages";
import { absoluteUrl } from "./json-ld";
import { languageAlternates } from "./language-alternates";

type PageMetadataInput = {
  site: Pick<SiteData, "web" | "webSeo">;
  /** The website's own origin (never a request header: the page is shared). */
  origin: string;
  /** Path with its query, e.g. /products?c=rice, without the language prefix. */
  path: string;
  /** The page's language: its canonical is that language's address, the others its alternates. */
  language: string;
  /** Page title without the site name (the root layout's template adds ' | {name}'); null uses the default title. */
  title?: string | null;
  /** A complete title that already names the site (used as is, without the template). */
  absoluteTitle?: string | null;
  description?: string | null;
  keywords?: string | null;
  images?: string[];
  type?: "website" | "article";
  noindex?: boolean;
};

/**
 * Title, description, canonical URL and Open Graph for a page; the site's webSeo settings fill what
 * the page does not say.
 */
export function pageMetadata({ site, origin, path, language, title, absoluteTitle, description, keywords, images, type = "website", noindex }: PageMetadataInput): Metadata {
  const { web, webSeo: seo } = site;
  const siteName = web.name;
  const desc = description || seo?.og_description || web.description || undefined;
  const { canonical, languages } = languageAlternates(origin, path, language, web.languages);
  const ogImages = (images && images.length > 0 ? images : seo?.og_image ? [openGraphImageUrl(seo.og_image)] : []).map((src) => absoluteUrl(origin, src));
  const ogTitle = absoluteTitle || (title ? `${title} | ${siteName}` : seo?.og_title || siteName);
  return {
    metadataBase: new URL(origin),
    ...(absoluteTitle ? { title: { absolute: absoluteTitle } } : title ? { title } : {}),
    description: desc,
    keywords: keywords || seo?.meta_keywords || undefined,
    alternates: languages ? { canonical, languages } : { canonical },
    openGraph: {
      type,
      url: canonical,
      siteName,
      title: ogTitle,
      description: desc,
      locale: openGraphLocale(language),
      ...(ogImages.length > 0 ? { images: ogImages.map((url) => ({ url })) } : {}),
    },
    twitter: {
      card: ogImages.length > 0 ? "summary_large_image" : "summary",
      title: ogTitle,
      description: desc,
      ...(ogImages.length > 0 ? { images: ogImages } : {}),
    },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
