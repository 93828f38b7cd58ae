import type { SiteData, SitemapData } from "@/lib/api/schemas";
import { productsHref } from "@/lib/catalogue-filters";
import { MEDIA_MOUNT_PATH, MOUNT_PATH } from "@/lib/api/protocol";
import { imageUrl } from "@/lib/images";
import { absoluteUrl } from "./json-ld";
import { languageAlternates } from "./language-alternates";
import { productPath } from "@/lib/paths";

/** Images, logos and og:images live under /s/media/, the rest of /s/ is the API. */
const ALLOWED = [`${MEDIA_MOUNT_PATH}/`];
/**
 * Not the account, checkout or API paths. Search results stay crawlable: they say noindex in the
 * page, which a crawler only reads if it may fetch them.
 */
const DISALLOWED = [`${MOUNT_PATH}/`, "/account", "/checkout", "/auth/", "/order/", "/bos/", "/pos", "/page-builder"];

/**
 * robots.txt of one website: its sitemap and host come from its own origin. Every Allow comes before
 * the Disallow it narrows, so parsers that take the first matching rule and those that take the
 * longest agree; anything unnamed is allowed.
 */
export function robotsTxt(origin: string): string {
  return [
    "User-Agent: *",
    ...ALLOWED.map((path) => `Allow: ${path}`),
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Host: ${origin}`,
    `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

type Entry = { path: string; changefreq: "daily" | "weekly"; priority: number; lastmod?: string; image?: string };

const latest = (dates: string[]) => dates.reduce<string | undefined>((max, date) => (max === undefined || date > max ? date : max), undefined);

/**
 * sitemap.xml of one website, every URL on its own origin: home, the list, content pages, products,
 * and the category, brand and supplier listings that show products (an empty one answers 404), each
 * dated by its latest product change.
 */
export function sitemapXml(origin: string, site: SiteData, listed: SitemapData): string {
  const pages = [...new Set(site.webPages.map((page) => page.url).filter((path) => path.startsWith("/") && path !== "/"))];
  const newest = latest(listed.products.map((product) => product.lastmod));
  const listing = (query: { c?: string; b?: string; s?: string }, lastmod: string): Entry => ({ path: productsHref(query), changefreq: "daily", priority: 0.7, lastmod });
  const entries: Entry[] = [
    { path: "/", changefreq: "daily", priority: 1, lastmod: newest },
    { path: "/products", changefreq: "daily", priority: 0.9, lastmod: newest },
    ...pages.map((path) => ({ path, changefreq: "weekly" as const, priority: 0.6 })),
    ...listed.categories.map((category) => listing({ c: category.slug }, category.lastmod)),
    ...listed.brands.map((brand) => listing({ b: brand.slug }, brand.lastmod)),
    ...listed.suppliers.map((supplier) => listing({ s: supplier.slug }, supplier.lastmod)),
    ...listed.products.map((product) => ({
      path: productPath(product.slug),
      changefreq: "weekly" as const,
      priority: 0.8,
      lastmod: product.lastmod,
      ...(product.image ? { image: imageUrl(product.image, "large") } : {}),
    })),
  ];
  // Every language's address of a page is listed, each naming all of them (hreflang) and x-default.
  const urls = entries.flatMap((entry) =>
    site.web.languages.map((language) => {
      const { canonical, languages } = languageAlternates(origin, entry.path, language, site.web.languages);
      return { ...entry, loc: canonical, alternates: Object.entries(languages ?? {}) };
    }),
  ).map((entry) =>
    [
      "<url>",
      `<loc>${escapeXml(entry.loc)}</loc>`,
      entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "",
      `<changefreq>${entry.changefreq}</changefreq>`,
      `<priority>${entry.priority}</priority>`,
      ...entry.alternates.map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`),
      entry.image ? `<image:image><image:loc>${escapeXml(absoluteUrl(origin, entry.image))}</image:loc></image:image>` : "",
      "</url>",
    ].join(""),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
