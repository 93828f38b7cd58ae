import { LRUCache } from "lru-cache";

/** Pictures rendered from stored images (resized, re-encoded, Open Graph), up to 64 MB per process. */
const rendered = new LRUCache<string, Buffer>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (picture) => picture.length });

/** Renders under way, so that the first requests for a picture arriving together share one. */
const rendering = new Map<string, Promise<Buffer>>();

/**
 * The picture `render` makes for `key`, made once per process. The caller's key names the stored
 * file's version (its path, modification time and size) and the variant, so a replaced file gets a
 * new picture and an unchanged one is neither read nor rendered twice, not even by requests that
 * arrive while it is being rendered. A render that fails is not kept: the next request tries again.
 */
export function renderOnce(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const kept = rendered.get(key);
  if (kept) return Promise.resolve(kept);
  const pending = rendering.get(key);
  if (pending) return pending;
  const picture = render()
    .then((made) => {
      rendered.set(key, made);
      return made;
    })
    .finally(() => rendering.delete(key));
  rendering.set(key, picture);
  return picture;
}
