// Next's cache (rendered pages, route handler responses, unstable_cache and fetch data) in Redis, so
// every storefront process serves and rebuilds the same entries. next.config.ts uses it when
// REDIS_URL is set. Each entry is kept whole (v8 serialization keeps its Buffers and Maps) under the
// build's id, so a new build never serves an older build's pages. A revalidated tag is written with
// the time it expires into one hash; an entry older than that time is a miss, in every process, on
// its next read. Redis failing makes a read a miss and a write a no-op (logged): pages are then built
// per request, never served from nowhere.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { deserialize, serialize } from "node:v8";
import { LRUCache } from "lru-cache";
import { sharedRedis } from "./redis-connection.mjs";

const PREFIX = "storefront:next";
/** Tag → time (ms) from which entries written before it are expired. */
export const TAG_EXPIRIES_KEY = `${PREFIX}:tag-expiries`;
/** The header Next keeps a rendered page's or route response's tags in. */
const TAGS_HEADER = "x-next-cache-tags";
/** How long an entry with no expiry of its own stays in Redis (seconds). */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;

/**
 * When this process last read each key. An entry is stored as of that moment (when its build
 * started), not when it was written: a tag expired while the page was being built then expires it too.
 */
const READ_AT = Symbol.for("storefront.redis-cache-read-at");
globalThis[READ_AT] ??= new LRUCache({ max: 10_000 });
const readAt = globalThis[READ_AT];

let warned = false;
function warn(what, error) {
  // Once per outage: the connection reports its own state.
  if (!warned) console.error(`[redis-cache] ${what} failed, building without the shared cache: ${error.message}`);
  warned = true;
}

/** Marks the tags expired from now (or after `expireSeconds`) for every process. */
export async function expireTags(tags, expireSeconds = 0) {
  const list = typeof tags === "string" ? [tags] : [...tags];
  if (list.length === 0) return;
  const at = String(Date.now() + Math.max(0, expireSeconds ?? 0) * 1000);
  const redis = await sharedRedis();
  await redis.hSet(TAG_EXPIRIES_KEY, Object.fromEntries(list.map((tag) => [tag, at])));
}

function tagsOf(data, ctx) {
  const header = data?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === "string" ? header.split(",") : Array.isArray(header) ? header : [];
  return [...new Set([...(ctx?.tags ?? []), ...fromHeader].filter(Boolean))];
}

function ttlSeconds(ctx) {
  const expire = ctx?.cacheControl?.expire;
  return typeof expire === "number" && expire > 0 ? Math.ceil(expire) : DEFAULT_TTL_SECONDS;
}

function isExpired(expiries, lastModified, now) {
  return expiries.some((value) => {
    if (value === null || value === undefined) return false;
    const expiredAt = Number(value.toString());
    return expiredAt <= now && expiredAt > lastModified;
  });
}

/** Next makes a handler per request; the build's id is read once. */
const buildIds = new Map();
function buildIdOf(serverDistDir) {
  if (!buildIds.has(serverDistDir)) {
    let id = "unbuilt";
    try {
      id = readFileSync(join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
    } catch {
      // Not built (tests): one namespace for all.
    }
    buildIds.set(serverDistDir, id);
  }
  return buildIds.get(serverDistDir);
}

export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} context as Next passes it */
  constructor(context) {
    this.prefix = `${PREFIX}:${buildIdOf(context?.serverDistDir ?? ".next/server")}:`;
  }

  async get(key, ctx) {
    const now = Date.now();
    readAt.set(key, now);
    try {
      const redis = await sharedRedis();
      const stored = await redis.get(this.prefix + key);
      if (!stored) return null;
      const entry = deserialize(stored);
      const tags = [...new Set([...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])];
      if (tags.length > 0 && isExpired(await redis.hmGet(TAG_EXPIRIES_KEY, tags), entry.lastModified, now)) return null;
      warned = false;
      return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
    } catch (error) {
      warn("Reading the cache", error);
      return null;
    }
  }

  async set(key, data, ctx) {
    const lastModified = Math.min(readAt.get(key) ?? Date.now(), Date.now());
    readAt.delete(key);
    const entry = { value: data, lastModified, cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl, tags: tagsOf(data, ctx) };
    try {
      const redis = await sharedRedis();
      await redis.set(this.prefix + key, serialize(entry), { expiration: { type: "EX", value: ttlSeconds(ctx) } });
    } catch (error) {
      warn("Writing the cache", error);
    }
  }

  /** Next calls this after a request that revalidated tags; the relay already did it before answering. */
  async revalidateTag(tags, durations) {
    try {
      await expireTags(tags, durations?.expire);
    } catch (error) {
      warn("Expiring tags", error);
    }
  }

  resetRequestCache() {}
}
