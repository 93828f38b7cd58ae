import { onInvalidate } from "@/backend/cache/invalidation";

/** The cache tags invalidated while `work` runs. */
export async function staleTagsOf(work: () => Promise<unknown>) {
  const stale: string[] = [];
  const stop = onInvalidate((tags) => void stale.push(...tags));
  try {
    await work();
  } finally {
    stop();
  }
  return stale;
}
