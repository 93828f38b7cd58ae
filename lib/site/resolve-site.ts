import "server-only";
import { LRUCache } from "lru-cache";
import { onInvalidate } from "@/backend/cache/invalidation";
import { requestJson } from "@/lib/api/client";
import { WEBSITE_OVERRIDE_COOKIE } from "@/lib/api/protocol";
import { createServerFetch, createSiteFetch } from "@/lib/api/server-transport";
import { publicCacheSeconds } from "@/lib/cache/settings";
import type { SiteData } from "@/lib/api/schemas";
import { siteSegment } from "./segment";

export type ResolvedSite = {
  /** The [site] segment of the website's pages in its default language. */
  segment: string;
  /** The languages the website offers, the default first. */
  languages: string[];
  /** True when the session chose the website (a superadmin's switch): the answer is theirs alone. */
  personal: boolean;
};

type SiteRoute = Omit<ResolvedSite, "personal">;

function routeOf(site: SiteData): SiteRoute {
  return { segment: siteSegment(site.web), languages: site.web.languages };
}

/** Host → segment; unknown hosts fall back to the default website, so the cache is bounded, not the hosts. */
const byHost = new LRUCache<string, Promise<SiteRoute>>({ max: 500, ttl: publicCacheSeconds() * 1000 });
// A new or changed website may take over a host that answered as the default one.
onInvalidate((tags) => {
  if (tags.some((tag) => tag.startsWith("website:"))) byHost.clear();
});

/** The host name the browser asked for (Host only: a forwarded host is not the cache key a CDN uses). */
function requestHost(headers: Headers): string {
  const raw = headers.get("host")?.trim() ?? "";
  try {
    return new URL(`http://${raw}`).hostname.toLowerCase() || "localhost";
  } catch {
    return "localhost";
  }
}

function lookup(host: string): Promise<SiteRoute> {
  let found = byHost.get(host);
  if (!found) {
    found = requestJson(createSiteFetch(host), "/api/site", "site").then(routeOf);
    found.catch(() => byHost.delete(host));
    byHost.set(host, found);
  }
  return found;
}

/** The website a page request is for: by its host, or by the session of a superadmin who switched website. */
export async function resolveSite(headers: Headers, cookies: { has(name: string): boolean }): Promise<ResolvedSite> {
  if (cookies.has(WEBSITE_OVERRIDE_COOKIE)) {
    const site = await requestJson(createServerFetch(headers), "/api/site", "site");
    return { ...routeOf(site), personal: true };
  }
  return { ...(await lookup(requestHost(headers))), personal: false };
}
