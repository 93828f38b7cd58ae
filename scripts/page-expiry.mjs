// Cache invalidations expire Next's cached pages and data in this process, whether or not the write
// came through a Next request. Next's revalidateTag (lib/cache/page-invalidation.ts) only works inside
// one, and /s/api/* no longer is (embedded-api.mjs). So this server expires the tags where Next's
// cache handler reads them:
// - without REDIS_URL, Next's default handler keeps pages and data in memory and checks each entry's
//   tags against its tag manifest, one Map per process (next/dist/server/lib/incremental-cache/
//   tags-manifest.external.js, shared with Next's own code as Node loads it once). Marking a tag
//   there is what that handler's revalidateTag does;
// - with REDIS_URL, the cache is redis-cache-handler.mjs, whose tag expiries cross-process-invalidation.mjs
//   writes for every local invalidation already.
// It then marks page invalidation as registered, so the route handlers' revalidateTag listener stays out.
import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
import { isOwnerTag } from "../lib/cache/owner-tags.mjs";
import { redisUrl } from "./redis-connection.mjs";
import { onEveryInvalidation } from "./invalidation-registry.mjs";

/** The registry of backend/cache/invalidation.ts: a Set of listeners shared through globalThis. */
/** The mark lib/cache/page-invalidation.ts sets once its listener is registered. */
const PAGE_INVALIDATION = Symbol.for("storefront.page-invalidation");

/** Marks each tag stale and expired from now, as Next's default cache handler does for revalidateTag(tag, { expire: 0 }). */
export function expireInTagManifest(tags, manifest = tagsManifest) {
  const now = Date.now();
  // No page carries an owner tag (they name a visitor's private answers): the manifest would only grow.
  for (const tag of tags) if (!isOwnerTag(tag)) manifest.set(tag, { ...manifest.get(tag), stale: now, expired: now });
}

/** Once per process, before Next loads a route. */
export function expirePagesOnInvalidate(holder = globalThis) {
  if (holder[PAGE_INVALIDATION]) return;
  holder[PAGE_INVALIDATION] = true;
  if (redisUrl()) return;
  // One process, one cache: no invalidation comes from another process.
  onEveryInvalidation((tags) => expireInTagManifest(tags), holder);
}
