import sharp from "sharp";

/** The size social networks show a shared link's picture at (Open Graph's 1.91:1). */
const OPEN_GRAPH_SIZE = { width: 1200, height: 630 } as const;

/**
 * A stored image (SVG included, which social networks do not show) as a 1200×630 PNG: the whole
 * image, centred on white, never cropped.
 */
export function openGraphImage(source: Buffer): Promise<Buffer> {
  return sharp(source, { density: 144 })
    .resize({ ...OPEN_GRAPH_SIZE, fit: "contain", background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .png()
    .toBuffer();
}
