import type { Metadata } from "next";
import { getInit, getPageData } from "@/lib/api/server";
import { imageUrl } from "@/lib/images";
import { contentPageMetadata } from "@/lib/content-page";
import { organizationJsonLd, websiteJsonLd } from "@/lib/seo/json-ld";
import { JsonLdScript } from "@/lib/seo/json-ld-script";
import { requestOrigin } from "@/lib/seo/request";
import { PageView } from "@/components/page-blocks/page-view";
import { HomeFallback } from "@/components/page-blocks/home-fallback";

export function generateMetadata(): Promise<Metadata> {
  return contentPageMetadata("/");
}

/** The home page: the page data for '/', with Organization and WebSite (SearchAction) JSON-LD. */
export default async function HomePage() {
  const [init, page, origin] = await Promise.all([getInit(), getPageData("/"), requestOrigin()]);
  if (!init || !init.web) return null;
  const { web } = init;
  return (
    <>
      <JsonLdScript data={organizationJsonLd(origin, web, web.logo ? imageUrl(web.logo, "full") : null, init.webAddress)} />
      <JsonLdScript data={websiteJsonLd(origin, web, init.webSeo)} />
      {page ? (
        <PageView page={page} init={init} path="/" heading={web.name} />
      ) : (
        <HomeFallback init={init} />
      )}
    </>
  );
}
