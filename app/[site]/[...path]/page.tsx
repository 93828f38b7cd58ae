import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { getSiteMovedPage, getSitePage } from "@/lib/api/public-data";
import { withLanguagePrefix } from "@/lib/i18n/locale-path";
import { contentPageMetadata, pathFromSegments } from "@/lib/content-page";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { JsonLdScript } from "@/lib/seo/json-ld-script";
import { siteOf, siteOrigin, type SiteParams } from "@/lib/site/page-site";
import { PageView } from "@/components/page-blocks/page-view";
import { pageHeading } from "@/lib/seo/page-title";

type Props = { params: Promise<SiteParams & { path: string[] }> };

/** Public: built from the website's data only, the same for everyone (no request data may be read). */
export const dynamic = "error";

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ref, site, language } = await siteOf(params);
  return contentPageMetadata(ref, site, pathFromSegments((await params).path), language);
}

/** Any other path: a page built from its server page data; no page data → 404. */
export default async function ContentPage({ params }: Props) {
  const { ref, site, prefix } = await siteOf(params);
  const path = pathFromSegments((await params).path);
  const page = await getSitePage(ref, path);
  if (!page) {
    // A renamed page's old address: a permanent redirect (308) to where it is now.
    const moved = await getSiteMovedPage(ref, path);
    if (moved) permanentRedirect(withLanguagePrefix(prefix, moved));
    notFound();
  }
  const heading = pageHeading(page, site.web.name) ?? path.slice(1);
  return (
    <>
      <JsonLdScript
        data={breadcrumbJsonLd(siteOrigin(site), [
          { name: "Home", href: "/" },
          { name: heading, href: path },
        ])}
      />
      <PageView page={page} init={site} path={path} heading={heading} />
    </>
  );
}
