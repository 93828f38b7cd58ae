import type { PageData } from "@/lib/api/schemas";

/** The page's title for metadata: its seo_title, used as is when it already names the site. */
export function pageTitle(page: PageData, siteName: string): { title?: string; absoluteTitle?: string } {
  const title = page.seo_title.trim();
  if (!title) return {};
  return siteName && title.toLowerCase().includes(siteName.toLowerCase()) ? { absoluteTitle: title } : { title };
}

/** A readable name for the page (its sr-only h1): the seo_title without the site name part. */
export function pageHeading(page: PageData, siteName: string): string | null {
  const title = page.seo_title.trim();
  if (!title) return null;
  const name = siteName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const cleaned = title
    .replace(new RegExp(`\\s*[|–—-]\\s*${name}\\s*$`, "i"), "")
    .replace(new RegExp(`^\\s*${name}\\s*[|–—-]\\s*`, "i"), "")
    .trim();
  return cleaned || null;
}
