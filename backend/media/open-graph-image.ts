import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import sharp from "sharp";

/** The size social networks show a shared link's picture at (Open Graph's 1.91:1). */
const OPEN_GRAPH_SIZE = { width: 1200, height: 630 } as const;

/** Rendered pictures by the hash of their source: a changed file gets a new one. */
const rendered = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (png) => png.length });

/**
 * A stored image (SVG included, which social networks do not show) as a 1200×630 PNG: the whole
 * image, centred on white, never cropped.
 */
export async function openGraphImage(source: Buffer): Promise<Buffer> {
  const key = createHash("sha1").update(source).digest("base64url");
  const kept = rendered.get(key);
  if (kept) return kept;
  const png = await sharp(source, { density: 144 })
    .resize({ ...OPEN_GRAPH_SIZE, fit: "contain", background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .png()
    .toBuffer();
  rendered.set(key, png);
  return png;
}
