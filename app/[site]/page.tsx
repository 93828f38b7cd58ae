import type { Metadata } from "next";
import { getSitePage } from "@/lib/api/public-data";
import { imageUrl } from "@/lib/images";
import { contentPageMetadata } from "@/lib/content-page";
import { organizationJsonLd, websiteJsonLd } from "@/lib/seo/json-ld";
import { JsonLdScript } from "@/lib/seo/json-ld-script";
import { siteOf, siteOrigin, type SiteParams } from "@/lib/site/page-site";
import { PageView } from "@/components/page-blocks/page-view";
import { HomeFallback } from "@/components/page-blocks/home-fallback";
import { BuyAgainRowWhenIdle, RecentlyViewedWhenIdle } from "@/components/product/below-the-fold";

type Props = { params: Promise<SiteParams> };

/** Public: built from the website's data only, the same for everyone (no request data may be read). */
export const dynamic = "error";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ref, site, language } = await siteOf(params);
  return contentPageMetadata(ref, site, "/", language);
}

/** The home page: the page data for '/', with Organization and WebSite (SearchAction) JSON-LD. */
export default async function HomePage({ params }: Props) {
  const { ref, site, language, prefix } = await siteOf(params);
  const page = await getSitePage(ref, "/");
  const { web } = site;
  const origin = siteOrigin(site);
  return (
    <>
      <JsonLdScript data={organizationJsonLd(origin, web, web.logo ? imageUrl(web.logo, "full") : null, site.webAddress)} />
      <JsonLdScript data={websiteJsonLd(origin, web, site.webSeo, { language, prefix })} />
      {page ? <PageView page={page} init={site} path="/" heading={web.name} /> : <HomeFallback init={site} />}
      <BuyAgainRowWhenIdle />
      {/* The shopper's own history: a client island after everything else, so it moves nothing on screen. */}
      <RecentlyViewedWhenIdle />
    </>
  );
}
