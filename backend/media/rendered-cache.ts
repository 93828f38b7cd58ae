import { LRUCache } from "lru-cache";

/** Pictures rendered from stored images (resized, re-encoded, Open Graph), up to 64 MB per process. */
const rendered = new LRUCache<string, Buffer>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (picture) => picture.length });

/**
 * The picture `render` makes for `key`, made once per process. The caller's key names the stored
 * file's version (its path, modification time and size) and the variant, so a replaced file gets a
 * new picture and an unchanged one is neither read nor rendered twice.
 */
export async function renderOnce(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const kept = rendered.get(key);
  if (kept) return kept;
  const picture = await render();
  rendered.set(key, picture);
  return picture;
}
