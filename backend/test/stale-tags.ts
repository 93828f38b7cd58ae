import { onInvalidate } from "@/backend/cache/invalidation";
import { isOwnerTag } from "@/lib/cache/owner-tags.mjs";

/**
 * Listens to the invalidations of shared caches (pages, public reads): the owner tags every write
 * also names, for one visitor's kept private answers, are left out (private-answer-owners.test.ts
 * checks those). Returns the function that stops listening.
 */
export function onSharedInvalidate(listener: (tags: string[]) => void): () => void {
  return onInvalidate((tags) => {
    const shared = tags.filter((tag) => !isOwnerTag(tag));
    if (shared.length > 0) listener(shared);
  });
}

/** The shared cache tags invalidated while `work` runs. */
export async function staleTagsOf(work: () => Promise<unknown>) {
  const stale: string[] = [];
  const stop = onSharedInvalidate((tags) => void stale.push(...tags));
  try {
    await work();
  } finally {
    stop();
  }
  return stale;
}
