import sharp from "sharp";
import { renderOnce } from "./rendered-cache";

export type RasterFormat = "avif" | "webp" | "jpeg" | "png";

const CONTENT_TYPE_FORMATS: Record<string, RasterFormat> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
};

/**
 * The format to send a resized photo in: AVIF or WebP when the browser says it takes them (both are
 * far smaller than JPEG or PNG for a product photo), else the stored image's own format. Null for
 * what is not resized: GIFs (which may be animated) and anything sharp does not write.
 */
export function rasterFormatFor(storedContentType: string, accept: string | undefined): RasterFormat | null {
  const own = CONTENT_TYPE_FORMATS[storedContentType];
  if (!own) return null;
  const accepted = (accept ?? "").toLowerCase();
  if (accepted.includes("image/avif")) return "avif";
  if (accepted.includes("image/webp")) return "webp";
  return own;
}

/** The stored photo at most `width` pixels wide (never enlarged), in `format`; made once per source, width and format. */
export function resizeRaster(source: Buffer, width: number, format: RasterFormat): Promise<Buffer> {
  return renderOnce(source, `${width}.${format}`, () =>
    sharp(source)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .toFormat(format, format === "avif" ? { quality: 55, effort: 3 } : { quality: 78 })
      .toBuffer(),
  );
}

export const rasterContentType = (format: RasterFormat) => `image/${format}`;
