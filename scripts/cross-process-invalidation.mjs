// With REDIS_URL, cache invalidations reach every storefront process. When this process's
// invalidation registry (backend/cache/invalidation.ts) fires, the tags are expired in Next's shared
// cache (redis-cache-handler.mjs) and published on CHANNEL, both before the write that caused them
// answers; every other process hands them to its own listeners (the backend's read caches, the
// site resolver, the shared response cache) as a "peer" invalidation, which is not published again.
// Without REDIS_URL it does nothing: one process has one registry.
import { randomUUID } from "node:crypto";
import { isOwnerTag } from "../lib/cache/owner-tags.mjs";
import { expireTags } from "./redis-cache-handler.mjs";
import { connectRedis, redisUrl, sharedRedis } from "./redis-connection.mjs";
import { invalidationListeners } from "./invalidation-registry.mjs";

/** The registry of backend/cache/invalidation.ts: a Set of listeners shared through globalThis. */
const STARTED = Symbol.for("storefront.cross-process-invalidation");
export const CHANNEL = "storefront:cache-invalidation";
const MAX_TAGS = 1000;

/** The tags of a message from another process, or null when it is not one. */
export function tagsFromMessage(message, ownId) {
  let parsed;
  try {
    parsed = JSON.parse(message);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== "object" || parsed.from === ownId || !Array.isArray(parsed.tags)) return null;
  const tags = parsed.tags.filter((tag) => typeof tag === "string" && tag.length > 0 && tag.length <= 256);
  return tags.length > 0 && tags.length <= MAX_TAGS ? tags : null;
}

/**
 * Relays between `registry` (a Set of invalidation listeners) and every other registry connected to
 * the same Redis. Exported for tests, which connect two registries in one process.
 */
export async function connectInvalidationRelay(registry) {
  const id = randomUUID();
  const [publisher, subscriber] = await Promise.all([sharedRedis(), connectRedis("invalidation subscriber")]);

  const relay = async (tags, origin) => {
    if (origin === "peer") return;
    // An owner tag names only answers kept in processes' memory, never an entry of the shared cache.
    const cached = tags.filter((tag) => !isOwnerTag(tag));
    await Promise.all([expireTags(cached), publisher.publish(CHANNEL, JSON.stringify({ from: id, tags }))]);
  };
  await subscriber.subscribe(CHANNEL, async (message) => {
    const tags = tagsFromMessage(message, id);
    if (!tags) return;
    for (const listener of registry) {
      if (listener === relay) continue;
      try {
        await listener(tags, "peer");
      } catch (error) {
        console.error("Cache invalidation from another process failed", tags, error);
      }
    }
  });
  registry.add(relay);
  return {
    id,
    async stop() {
      registry.delete(relay);
      await subscriber.close();
    },
  };
}

/**
 * Starts the relay once per process; resolves to null without REDIS_URL. Rejects with a clear
 * message when Redis cannot be reached, so a misconfigured process does not start.
 * @returns {Promise<{ id: string, stop(): Promise<void> } | null>}
 */
export function startCrossProcessInvalidation() {
  if (!redisUrl()) return Promise.resolve(null);
  globalThis[STARTED] ??= connectInvalidationRelay(invalidationListeners());
  return globalThis[STARTED];
}
