// Plain JavaScript for the server's scripts. The backend names stale cache tags through the registry
// backend/cache/invalidation.ts keeps on globalThis under this symbol; the server's own caches listen
// on the same set, whichever bundle or script got there first.
const INVALIDATION_REGISTRY = Symbol.for("storefront.cache-invalidation");

/**
 * The process's set of invalidation listeners, made when missing.
 * @param {object} [holder] globalThis, or a test's stand-in
 * @returns {Set<(tags: string[], origin: "local" | "peer") => void | Promise<void>>}
 */
export function invalidationListeners(holder = globalThis) {
  return (holder[INVALIDATION_REGISTRY] ??= new Set());
}

/**
 * Calls `listener` with the tags of every invalidation in this process, local or relayed from a peer.
 * @param {(tags: string[], origin: "local" | "peer") => void | Promise<void>} listener
 * @param {object} [holder]
 */
export function onEveryInvalidation(listener, holder = globalThis) {
  invalidationListeners(holder).add(listener);
}
