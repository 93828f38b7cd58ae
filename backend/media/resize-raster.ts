import sharp from "sharp";

export type RasterFormat = "avif" | "webp" | "jpeg" | "png";
/** The formats a photo may be re-encoded to when the browser names them, smallest first. */
export type PhotoFormat = Extract<RasterFormat, "avif" | "webp">;
export const PHOTO_FORMATS: readonly PhotoFormat[] = ["avif", "webp"];

const CONTENT_TYPE_FORMATS: Record<string, RasterFormat> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
};

/**
 * The format to send a resized photo in: the browser's first choice of AVIF and WebP (both far
 * smaller than JPEG or PNG for a product photo), else the stored image's own format. Null for what
 * is not resized: GIFs (which may be animated) and anything sharp does not write.
 */
export function rasterFormatFor(storedContentType: string, accepted: readonly PhotoFormat[]): RasterFormat | null {
  const own = CONTENT_TYPE_FORMATS[storedContentType];
  if (!own) return null;
  return accepted[0] ?? own;
}

/** The stored photo at most `width` pixels wide (never enlarged), in `format`. */
export function resizeRaster(source: Buffer, width: number, format: RasterFormat): Promise<Buffer> {
  return sharp(source)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .toFormat(format, format === "avif" ? { quality: 55, effort: 3 } : { quality: 78 })
    .toBuffer();
}

export const rasterContentType = (format: RasterFormat) => `image/${format}`;
