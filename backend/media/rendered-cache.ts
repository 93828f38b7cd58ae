import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

/** Pictures rendered from stored images (resized, re-encoded, Open Graph), up to 64 MB per process. */
const rendered = new LRUCache<string, Buffer>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (picture) => picture.length });

/**
 * The picture `render` makes from `source` for `variant`, made once: the key is the hash of the
 * source's bytes, so a replaced file gets a new picture and an unchanged one is never rendered twice.
 */
export async function renderOnce(source: Buffer, variant: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const key = `${createHash("sha1").update(source).digest("base64url")}:${variant}`;
  const kept = rendered.get(key);
  if (kept) return kept;
  const picture = await render();
  rendered.set(key, picture);
  return picture;
}
