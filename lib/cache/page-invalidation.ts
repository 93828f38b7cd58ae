import "server-only";
import { revalidateTag } from "next/cache";
import { onInvalidate } from "@/backend/cache/invalidation";
import { isOwnerTag } from "./owner-tags.mjs";

const REGISTERED = Symbol.for("storefront.page-invalidation");
type Holder = { [REGISTERED]?: true };

/**
 * Makes every invalidation (a backend write, or /s/revalidate) expire Next's cached pages and data
 * with those tags at once: the next request for such a page builds it again. Runs inside the request
 * that made the write, which is where Next accepts revalidateTag. Another process's invalidation
 * arrives outside any request, and that process already expired the tags in the cache they share.
 * Under scripts/next-server.mjs, where /s/api/* runs outside Next's requests, the server expires the
 * tags itself (scripts/page-expiry.mjs) and sets the same mark first, so this listener is not added.
 */
export function expirePagesOnInvalidate(): void {
  const holder = globalThis as Holder;
  if (holder[REGISTERED]) return;
  holder[REGISTERED] = true;
  onInvalidate((tags, origin) => {
    if (origin === "peer") return;
    for (const tag of tags) if (!isOwnerTag(tag)) revalidateTag(tag, { expire: 0 });
  });
}
