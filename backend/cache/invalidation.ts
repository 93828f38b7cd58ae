/**
 * After a write that public pages or public reads show, the backend names the stale cache tags here
 * (lib/cache/tags.ts). Listeners drop their entries: the in-process read cache of the backend, and
 * the storefront's page cache when the backend runs inside it. The registry lives on globalThis so
 * every bundle of one process shares it (and the plain scripts of scripts/next-server.mjs).
 *
 * Origin: "local" for a write made by this process; "peer" for one made by another storefront
 * process, relayed through Redis (scripts/cross-process-invalidation.mjs). Caches of this process
 * drop their entries either way; what is shared between processes was handled by the peer.
 */
type InvalidationOrigin = "local" | "peer";
type Listener = (tags: string[], origin: InvalidationOrigin) => void | Promise<void>;

const REGISTRY = Symbol.for("storefront.cache-invalidation");
type Holder = { [REGISTRY]?: Set<Listener> };

function listeners(): Set<Listener> {
  const holder = globalThis as Holder;
  holder[REGISTRY] ??= new Set();
  return holder[REGISTRY];
}

/** Adds a listener; the returned function removes it. */
export function onInvalidate(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/** Tells every listener; one listener's failure is logged and does not stop the others. */
export async function invalidate(tags: string[]): Promise<void> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  for (const listener of listeners()) {
    try {
      await listener(unique, "local");
    } catch (error) {
      console.error("Cache invalidation failed", unique, error);
    }
  }
}
