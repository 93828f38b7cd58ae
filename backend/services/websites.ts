import type { Kysely } from "kysely";
import { LRUCache } from "lru-cache";
import { onInvalidate } from "@/backend/cache/invalidation";
import type { Database, WebsiteRow } from "@/backend/db/schema";
import { publicCacheSeconds } from "@/lib/cache/settings";

const WEBSITE_TAG = /^website:/;

/** Host name without port from an origin or host header value; null when it cannot be read. */
export function hostOf(value: string | undefined | null): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    return new URL(text.includes("://") ? text : `http://${text}`).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

const HOSTS = Symbol.for("storefront.website-by-host");
type Holder = { [HOSTS]?: LRUCache<string, WebsiteRow> };

/** Host → website for the public window (every API call asks); any change to a website empties it. */
function byHost(): LRUCache<string, WebsiteRow> {
  const holder = globalThis as Holder;
  if (!holder[HOSTS]) {
    const cache = new LRUCache<string, WebsiteRow>({ max: 500, ttl: publicCacheSeconds() * 1000 });
    onInvalidate((tags) => {
      if (tags.some((tag) => WEBSITE_TAG.test(tag))) cache.clear();
    });
    holder[HOSTS] = cache;
  }
  return holder[HOSTS];
}

/** The website bound to the host, else the default one (else the oldest, so a store always answers). */
export async function resolveWebsite(db: Kysely<Database>, host: string | null): Promise<WebsiteRow> {
  const key = host ?? "";
  const known = byHost().get(key);
  if (known) return known;
  const website = await findWebsite(db, host);
  byHost().set(key, website);
  return website;
}

async function findWebsite(db: Kysely<Database>, host: string | null): Promise<WebsiteRow> {
  if (host) {
    const bound = await db
      .selectFrom("websites")
      .innerJoin("website_hosts", "website_hosts.website_id", "websites.id")
      .selectAll("websites")
      .where("website_hosts.host", "=", host)
      .executeTakeFirst();
    if (bound) return bound;
  }
  const fallback = await db
    .selectFrom("websites")
    .selectAll()
    .orderBy("is_default", "desc")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  if (!fallback) throw new Error("No website is configured");
  return fallback;
}
