import { NextResponse, type NextRequest } from "next/server";
import { fetchCurrentUser } from "@/lib/api/auth";
import { createServerFetch } from "@/lib/api/server-transport";
import { NON_AGENT_PATH, routeFlag, signInPath } from "@/lib/auth/route-rules";
import { REDIRECT_KEY } from "@/lib/auth/redirect";
import { cameOverHttps, pageSecurityHeaders } from "@/lib/security/security-headers";
import { LIST_ROUTE, listSegment } from "@/lib/site/list-segment";
import { PACK_ROUTE, packPagePath } from "@/lib/site/pack-route";
import {
  asksForNotFoundPage,
  NOT_FOUND_PAGE_LANGUAGE_HEADER,
  NOT_FOUND_PAGE_ROUTE,
  NOT_FOUND_PAGE_TOKEN_HEADER,
  notFoundPageLanguage,
} from "@/lib/site/not-found-page-request.mjs";

/** Public addresses served by a route under another name in app/[site] (a dot cannot end a route folder). */
const RENAMED: Record<string, string> = { "/sitemap.xml": "sitemap-xml", "/robots.txt": "robots-txt", "/menus.json": "menus-json" };
/** Route folders that are not addresses of their own: asked for directly, they are content page paths. */
const INTERNAL = [LIST_ROUTE, PACK_ROUTE, NOT_FOUND_PAGE_ROUTE, ...Object.values(RENAMED)];
import { isPrivatePath } from "@/lib/site/private-paths";
import { resolveSite } from "@/lib/site/resolve-site";
import { languageSegment } from "@/lib/site/segment";
import { splitLanguagePrefix, withLanguagePrefix } from "@/lib/i18n/locale-path";

/** Paths that are not pages of a website: served as they are (they still get the security headers). */
const PASS_THROUGH = ["/_next/", "/relay-7f3a", "/relay-c19e"];

/**
 * Only the browser's own navigation says where the shopper wants to go. A request the page's script
 * makes (a prefetch of a guarded link, an RSC fetch still in flight as the session ends) must not
 * overwrite it: Next strips its prefetch headers before the proxy runs, so Sec-Fetch-Mode tells them
 * apart. Clients that send no Sec-Fetch-Mode count as navigations.
 */
function isNavigation(request: NextRequest): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  return mode === null || mode === "navigate";
}

function redirectSaving(request: NextRequest, target: string): NextResponse {
  const response = NextResponse.redirect(new URL(target, request.url));
  const wanted = `${request.nextUrl.pathname}${request.nextUrl.search}`;
  if (isNavigation(request)) response.cookies.set(REDIRECT_KEY, wanted, { path: "/", sameSite: "lax" });
  return response;
}

/** Private pages: after logout the back button must not show them from the browser cache. */
function noStore(response: NextResponse): NextResponse {
  response.headers.set("Cache-Control", "private, no-store, max-age=0");
  return response;
}

/** Cookie-level routing only: every page and API still checks the session itself. */
async function guard(request: NextRequest, path: string, prefix: string): Promise<NextResponse | null> {
  const flag = routeFlag(path);
  if (!flag) return null;
  const user = await fetchCurrentUser(createServerFetch(request.headers));
  if (!user) return noStore(redirectSaving(request, signInPath(prefix)));
  if (flag === "agent" && !user.isSalesAgent) return noStore(redirectSaving(request, withLanguagePrefix(prefix, NON_AGENT_PATH)));
  return null;
}

/**
 * Where a path of the website (without its language prefix) lives under app/[site]; /products carries
 * its canonical query in the path.
 */
function internalUrl(request: NextRequest, segment: string, pathname: string): URL {
  const url = request.nextUrl.clone();
  const first = pathname.split("/")[1] ?? "";
  const packPage = packPagePath(segment, pathname, url.searchParams);
  if (packPage) {
    url.pathname = packPage;
    url.search = "";
  } else if (pathname === "/products") {
    url.pathname = `/${segment}/${LIST_ROUTE}/${listSegment(url.searchParams)}`;
    url.search = "";
  } else if (asksForNotFoundPage(pathname, request.headers.get(NOT_FOUND_PAGE_TOKEN_HEADER))) {
    url.pathname = `/${segment}/${NOT_FOUND_PAGE_ROUTE}`;
  } else if (RENAMED[pathname]) {
    url.pathname = `/${segment}/${RENAMED[pathname]}`;
  } else if (INTERNAL.includes(first)) {
    url.pathname = `/${segment}/_${pathname.slice(1)}`;
  } else {
    url.pathname = pathname === "/" ? `/${segment}` : `/${segment}${pathname}`;
  }
  return url;
}

function unavailable(): NextResponse {
  console.error("Website data not found");
  return new NextResponse(
    '<!doctype html><html lang="en-IN"><meta charset="utf-8"><title>Store unavailable</title><h1>This store is not available right now</h1><p>We could not load the website&#39;s details. Please try again in a few minutes.</p></html>',
    { status: 503, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "30" } },
  );
}

/**
 * Maps the request's host to its website and rewrites the page to app/[site]/…, so a cached page is
 * kept per website and path (the multi-tenant pattern of Vercel's Platforms guide). Private pages keep
 * their guards and no-store.
 */
async function route(request: NextRequest): Promise<NextResponse> {
  if (PASS_THROUGH.some((prefix) => request.nextUrl.pathname.startsWith(prefix))) return NextResponse.next();
  let site;
  try {
    site = await resolveSite(request.headers, request.cookies);
  } catch (error) {
    console.error(error);
    return unavailable();
  }
  // /hi/… is the Hindi page of …: the language goes into the segment, the guards see the path itself.
  const { language, path } = splitLanguagePrefix(request.nextUrl.pathname, site.languages);
  const refused = await guard(request, path, language ? `/${language}` : "");
  if (refused) return refused;
  // The server's own request for the not-found page names the language of the address not found.
  const pageLanguage = asksForNotFoundPage(path, request.headers.get(NOT_FOUND_PAGE_TOKEN_HEADER))
    ? notFoundPageLanguage(request.headers.get(NOT_FOUND_PAGE_LANGUAGE_HEADER), site.languages)
    : language;
  const response = NextResponse.rewrite(internalUrl(request, languageSegment(site.segment, pageLanguage), path));
  return isPrivatePath(path) || site.personal ? noStore(response) : response;
}

/** Every response it makes carries the pages' security headers (one policy for every visitor). */
export async function proxy(request: NextRequest) {
  const response = await route(request);
  const https = cameOverHttps(request.url, request.headers.get("x-forwarded-proto"));
  for (const [name, value] of Object.entries(pageSecurityHeaders({ https }))) response.headers.set(name, value);
  return response;
}

export const config = {
  // Every page (the security headers); the API under /s and Next's hashed assets set their own headers.
  matcher: ["/((?!s/|_next/static/|_next/image).*)"],
};
