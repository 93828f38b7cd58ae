import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo/json-ld";
import { requestOrigin } from "@/lib/seo/request";

/** Per request: the website (and the origin in every URL) comes from the request host. */
export const dynamic = "force-dynamic";

/** Per website (by host): crawl the store, not the account, checkout or API paths; the sitemap of this host. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await requestOrigin();
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: ["/s/", "/account", "/checkout", "/auth/", "/order/", "/bos/", "/pos", "/page-builder", "/products?q="],
      },
    ],
    sitemap: absoluteUrl(origin, "/sitemap.xml"),
    host: origin,
  };
}
