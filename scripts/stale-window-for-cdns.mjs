// A shared answer is sent with "s-maxage=N, stale-while-revalidate=M" (Next's pages, RSC payloads and
// route handlers; the API's public reads). Browsers ignore s-maxage but honour stale-while-revalidate:
// a returning visitor's browser would use its copy from up to M seconds ago and then ask for it again
// in the background. That is two requests for one prefetch or island read in a single page view, and
// a client-side navigation showing an hour-old price. So browsers get "max-age=0" without the stale
// window (they ask every time, with If-None-Match), and the window moves to CDN-Cache-Control
// (RFC 9213), which only CDNs read.

const STALE_WINDOW = /\s*,?\s*stale-while-revalidate=(\d+)/i;

/**
 * The Cache-Control a browser should get for `value`, and the CDN-Cache-Control that keeps its shared
 * window (null when `value` has no stale window to move).
 * @param {string} value
 * @returns {{ cacheControl: string, cdnCacheControl: string | null }}
 */
export function forBrowsersAndCdns(value) {
  const stale = STALE_WINDOW.exec(value);
  const shared = /\bs-maxage=(\d+)/i.exec(value);
  if (!stale || !shared || /\b(private|no-store)\b/i.test(value)) return { cacheControl: value, cdnCacheControl: null };
  let cacheControl = value.replace(STALE_WINDOW, "").replace(/^\s*,\s*/, "");
  if (!/\bmax-age=/i.test(cacheControl.replace(/s-maxage=\d+/gi, ""))) cacheControl = `max-age=0, ${cacheControl}`;
  return { cacheControl, cdnCacheControl: `max-age=${shared[1]}, stale-while-revalidate=${stale[1]}` };
}

/** Rewrites the Cache-Control Next sets on this response as `forBrowsersAndCdns` says. */
export function keepStaleWindowForCdns(response) {
  const setHeader = response.setHeader;
  response.setHeader = function (name, value) {
    if (typeof value !== "string" || name.toLowerCase() !== "cache-control") return setHeader.call(this, name, value);
    const { cacheControl, cdnCacheControl } = forBrowsersAndCdns(value);
    if (cdnCacheControl) setHeader.call(this, "CDN-Cache-Control", cdnCacheControl);
    return setHeader.call(this, name, cacheControl);
  };
}
