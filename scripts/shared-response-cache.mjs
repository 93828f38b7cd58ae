// Public pages, public API reads and pictures are the same for every visitor, so the finished response (headers
// and gzipped body, as Next sent it) is kept in memory for a short while and sent again as it is,
// without going through Next's proxy, routing and page cache, or compressing the same bytes again.
// Next (and the API's own read cache) stay the caches of record: this only spares them repeat work.
//
// What is kept: a 200 to a plain GET whose Cache-Control says it is shared (`s-maxage`, not private),
// gzipped, with no Set-Cookie, and for a page only Next's stored copy (not one being built or served
// stale while rebuilt); and a picture under /s/media marked `public, immutable`. Key: scheme (HSTS differs),
// Host (it picks the website), the page origin headers the API picks the website by, and the address
// with its query, and for an RSC prefetch the router headers Next varies on. A request that could get
// something else always goes to Next: a client-side navigation (its RSC answer depends on the page it
// leaves), Next's data and middleware requests, a superadmin's website override cookie, an Accept-Encoding
// that does not accept gzip (read with its q-values by `negotiator`), a Range, and any API call that carries a
// cookie the API reads (lib/api/cookies-the-api-reads.mjs: a signed-in shopper's reads carry their wishlist,
// a guest's session their cart). The browser's own cookies (the visitor hint) change no API answer.
// How long: a tenth of the response's own window (at least a second; a picture five minutes), and until any cache tag is
// invalidated (a backend write or /s/revalidate), whatever the tag but a visitor's owner tag: writes are rare, reads many.
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import { isOwnerTag } from "../lib/cache/owner-tags.mjs";
import { carriesCookieTheApiReads } from "../lib/api/cookies-the-api-reads.mjs";
import { API_MOUNT_PATH, MEDIA_MOUNT_PATH, MOUNT_PATH } from "../lib/api/mount-path.mjs";
import { NOT_FOUND_PAGE_TOKEN_HEADER } from "../lib/site/not-found-page-request.mjs";
import { websiteOverridePair } from "../lib/site/website-override-cookie.mjs";
import { keptHeaders, recordBody } from "./recorded-response.mjs";
import { onEveryInvalidation } from "./invalidation-registry.mjs";

/** The registry of backend/cache/invalidation.ts: a Set of listeners shared through globalThis. */
/** The page origin the storefront sends with each API call (ORIGIN_HEADER in lib/api/protocol.ts). */
const PAGE_ORIGIN_HEADER = "x-store-origin";
/** Request headers that make Next answer with something other than the page's HTML. */
const ROUTER_HEADER = /^(rsc|next-|x-middleware|x-nextjs|range$)/;
/**
 * The router headers of a prefetch, whose RSC answer is the page's payload (or one segment of it),
 * the same for everyone as the page's HTML is. Any other router header (a navigation's state tree, a
 * server action) means an answer for this visitor's page.
 */
const PREFETCH_HEADERS = new Set(["rsc", "next-router-prefetch", "next-router-segment-prefetch", "next-url"]);

function routerHeaders(request) {
  return Object.keys(request.headers)
    .filter((name) => ROUTER_HEADER.test(name))
    .sort();
}

/** No router headers (a page), or exactly a prefetch's. */
function pageOrPrefetch(request) {
  const names = routerHeaders(request);
  if (names.length === 0) return true;
  return request.headers.rsc === "1" && request.headers["next-router-prefetch"] === "1" && names.every((name) => PREFETCH_HEADERS.has(name));
}
/**
 * A picture whose address changes when it does (`public, immutable`): a browser that has it never asks
 * again, but a favicon is asked for on every page view. Kept for minutes rather than a year, so a
 * process never holds a picture longer than the LRU's own pressure allows anyway.
 */
const IMMUTABLE_KEEP_SECONDS = 300;

function shareable(request) {
  if (request.method !== "GET") return false;
  // The server's own request for the not-found page: a copy kept under its path would answer
  // visitors who ask for that path, which is not a page of its own.
  if (request.headers[NOT_FOUND_PAGE_TOKEN_HEADER] !== undefined) return false;
  // q-values decide: "identity, gzip;q=0" names gzip only to refuse it.
  if (new Negotiator(request).encodings(["gzip"]).length === 0) return false;
  if (!pageOrPrefetch(request)) return false;
  const path = request.url ?? "";
  const cookie = request.headers.cookie ?? "";
  if (path.startsWith(`${API_MOUNT_PATH}/`)) return !carriesCookieTheApiReads(cookie);
  // Pictures are the same for everyone (the media route reads no cookie).
  if (path.startsWith(`${MEDIA_MOUNT_PATH}/`)) return true;
  if (path.startsWith(`${MOUNT_PATH}/`) || path.startsWith("/_next/")) return false;
  return !websiteOverridePair(cookie);
}

function keyOf(request) {
  const { headers } = request;
  const proto = String(headers["x-forwarded-proto"] ?? "http").split(",")[0].trim().toLowerCase();
  const router = routerHeaders(request).map((name) => `${name}=${headers[name]}`);
  return [proto, String(headers.host ?? "").toLowerCase(), headers[PAGE_ORIGIN_HEADER] ?? "", headers.origin ?? "", request.url, ...router].join("|");
}

/** Seconds the response may be kept, or 0 when it must not be. */
function keepSeconds(response) {
  if (response.statusCode !== 200 || response.getHeader("set-cookie")) return 0;
  const control = String(response.getHeader("cache-control") ?? "");
  if (/\b(private|no-store|no-cache)\b/.test(control)) return 0;
  // A picture's bytes are right for any client, gzipped (SVG) or not (photos).
  if (/\bpublic\b/.test(control) && /\bimmutable\b/.test(control)) return IMMUTABLE_KEEP_SECONDS;
  if (String(response.getHeader("content-encoding") ?? "") !== "gzip") return 0;
  // Only Next's stored copy of a page (HIT): a page being built (MISS) or served stale while rebuilt
  // streams its payload in other chunks, so a kept copy would differ in bytes from what Next sends.
  const nextCache = response.getHeader("x-nextjs-cache");
  if (nextCache !== undefined && String(nextCache).toUpperCase() !== "HIT") return 0;
  const window = Number(/\bs-maxage=(\d+)/.exec(control)?.[1] ?? 0);
  return window > 0 ? Math.max(1, Math.floor(window / 10)) : 0;
}

/**
 * @param {{ maxBytes?: number }} [options]
 * @returns {{ serve(request, response): boolean, record(request, response): void, clear(): void }}
 */
export function createSharedResponseCache({ maxBytes = 64 * 1024 * 1024 } = {}) {
  const kept = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => entry.body.length + 1024 });
  // A page being built when a tag is invalidated may show the old data: it is not kept.
  let generation = 0;
  const clear = () => {
    generation += 1;
    kept.clear();
  };
  // An owner tag names one visitor's private answers, which this cache never keeps.
  onEveryInvalidation((tags) => {
    if (!tags.every(isOwnerTag)) clear();
  });

  return {
    /** Answers from memory when it can; true when it did. */
    serve(request, response) {
      if (!shareable(request)) return false;
      const entry = kept.get(keyOf(request));
      if (!entry) return false;
      if (request.headers["if-none-match"] === entry.headers.etag) {
        const { etag, "cache-control": control, vary } = entry.headers;
        response.writeHead(304, Object.fromEntries(Object.entries({ etag, "cache-control": control, vary }).filter(([, value]) => value !== undefined)));
        response.end();
      } else {
        response.writeHead(200, entry.headers);
        response.end(entry.body);
      }
      return true;
    },
    /** Keeps Next's answer to this request if it may be shared. */
    record(request, response) {
      if (!shareable(request)) return;
      // A conditional request would get a bodiless 304, and nothing could be kept: so Next is asked for
      // the whole answer this once, and the copies after it answer the condition.
      delete request.headers["if-none-match"];
      delete request.headers["if-modified-since"];
      const key = keyOf(request);
      const startedIn = generation;
      recordBody(response, (body) => {
        const seconds = keepSeconds(response);
        if (seconds === 0 || body.length === 0 || startedIn !== generation) return;
        kept.set(key, { headers: keptHeaders(response, body), body }, { ttl: seconds * 1000 });
      });
    },
    clear,
  };
}
