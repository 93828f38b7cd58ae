/**
 * The route segment that carries the website of a public page (app/[site]/…): its id (for cache tags)
 * and the host the backend knows it by (for its public data). proxy.ts writes it from the request's
 * host; pages read it instead of any request header, so the cache key of a page includes its website.
 */
export type SiteRef = {
  id: number;
  host: string;
  /** The page's language when it is not the website's default: its catalogue reads ask for it. */
  language?: string;
};

/** Sent for a website no host is bound to: the backend answers such an unmapped host with the default website. */
const UNBOUND_HOST = "default";

/** The reference of a website from its public data (web.id, web.host). */
export function refOfSite(web: { id: number; host: string | null }): SiteRef {
  return { id: web.id, host: web.host ?? UNBOUND_HOST };
}

export function siteSegment(web: { id: number; host: string | null }): string {
  const ref = refOfSite(web);
  return `${ref.id}.${ref.host}`;
}

/**
 * The segment of a page in one of the website's other languages ({id}.{host}~hi): each language's page
 * is its own cached page. The default language's pages keep the plain segment.
 */
export function languageSegment(segment: string, language: string | null): string {
  return language ? `${segment}~${language}` : segment;
}

/** The website and the language (null: the website's default) a page segment names. */
export function parseSiteSegment(segment: string): { ref: SiteRef; language: string | null } | null {
  const match = /^(\d{1,9})\.([a-z0-9][a-z0-9.-]{0,252})(?:~([a-z]{2,3}))?$/.exec(decodeURIComponent(segment));
  return match ? { ref: { id: Number(match[1]), host: match[2] }, language: match[3] ?? null } : null;
}
