import { createHash } from "node:crypto";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { LRUCache } from "lru-cache";
import type { AppEnv } from "@/backend/http/env";
import { keepableForOwner } from "@/backend/middleware/private-answer-owners";
import { publicCacheSeconds } from "@/lib/cache/settings";
import { isOwnerTag } from "@/lib/cache/owner-tags.mjs";
import { onInvalidate } from "./invalidation";


interface Entry {
  body: string;
  etag: string;
  tags: string[];
}

const STORE = Symbol.for("storefront.public-reads");
type Holder = { [STORE]?: LRUCache<string, Entry> };

/** One cache per process (every bundle shares it), emptied of an entry when one of its tags goes stale. */
function store(): LRUCache<string, Entry> {
  const holder = globalThis as Holder;
  if (!holder[STORE]) {
    const cache = new LRUCache<string, Entry>({ max: 2000, ttl: publicCacheSeconds() * 1000 });
    onInvalidate((tags) => {
      if (tags.every(isOwnerTag)) return;
      for (const [key, entry] of cache.entries()) {
        if (entry.tags.some((tag) => tags.includes(tag))) cache.delete(key);
      }
    });
    holder[STORE] = cache;
  }
  return holder[STORE];
}

/**
 * Public: any shared cache may keep it per website (the origin headers pick the website) for the
 * window. Browsers ask again each time; the stale window is for CDNs only
 * (scripts/stale-window-for-cdns.mjs says why).
 */
export function sharedCacheHeaders(): Record<string, string> {
  const seconds = publicCacheSeconds();
  return { "Cache-Control": `public, max-age=0, s-maxage=${seconds}`, "CDN-Cache-Control": `max-age=${seconds}, stale-while-revalidate=${seconds}` };
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const value = candidate.trim();
    return value === "*" || value === etag || value.replace(/^W\//, "") === etag.replace(/^W\//, "");
  });
}

function answer(c: Context<AppEnv>, entry: Entry): Response {
  const headers = {
    ...sharedCacheHeaders(),
    ETag: entry.etag,
    Vary: "x-store-origin, Origin",
  };
  if (matches(c.req.header("if-none-match"), entry.etag)) return c.body(null, 304, headers);
  return c.body(entry.body, 200, { ...headers, "Content-Type": "application/json; charset=UTF-8" });
}

/**
 * A public read (products, one product, page data, site data): answered from the in-process cache
 * per website and URL, with an ETag and 304 for a matching If-None-Match. A signed-in caller gets
 * their own wishlist flags, so their answer is neither cached here nor shareable (the storefront's
 * server keeps it for them alone), unless the route says its answer is the same for everyone (`sameForEveryone`).
 */
export function publicRead(tagsOf: (websiteId: number, body: unknown) => string[], { sameForEveryone = false } = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.get("user") && !sameForEveryone) {
      await next();
      c.header("Cache-Control", "private, no-store");
      keepableForOwner(c);
      return;
    }
    const url = new URL(c.req.url);
    const websiteId = c.get("website").id;
    const key = `${websiteId} ${url.pathname}${url.search}`;
    const cached = store().get(key);
    if (cached) {
      c.res = answer(c, cached);
      return;
    }
    await next();
    if (c.res.status !== 200) return;
    const timing = c.res.headers.get("server-timing");
    const body = await c.res.clone().text();
    const entry: Entry = {
      body,
      etag: `W/"${createHash("sha1").update(body).digest("base64url")}"`,
      tags: tagsOf(websiteId, JSON.parse(body) as unknown),
    };
    store().set(key, entry);
    c.res = undefined;
    c.res = answer(c, entry);
    if (timing) c.res.headers.set("Server-Timing", timing);
  });
}
