import sharp, { type Metadata } from "sharp";
import type { Result } from "@/backend/services/result";
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PHOTO_MESSAGES, PHOTO_MIN_SIDE } from "@/lib/validation/photo";

/** The longest side of the stored photo; the storefront never shows more. */
const STORED_MAX_SIDE = 2400;

const STORED_EXTENSIONS = { jpeg: "jpg", png: "png", webp: "webp" } as const;
type PhotoFormat = keyof typeof STORED_EXTENSIONS;
const isPhotoFormat = (format: string | undefined): format is PhotoFormat => format !== undefined && format in STORED_EXTENSIONS;

export interface AcceptedPhoto {
  /** The photo re-encoded: no metadata (EXIF, GPS, comments), orientation applied. */
  bytes: Buffer;
  extension: (typeof STORED_EXTENSIONS)[PhotoFormat];
  width: number;
  height: number;
}

export type AcceptPhotoResult = Result<{ photo: AcceptedPhoto }, keyof typeof PHOTO_MESSAGES>;

/**
 * Decodes an upload as a JPEG, PNG or WebP photo (by its bytes, never its name or declared type),
 * checks its size, and re-encodes it in its own format so nothing but the pixels is stored.
 */
export async function acceptPhoto(upload: Uint8Array): Promise<AcceptPhotoResult> {
  if (upload.byteLength > PHOTO_MAX_BYTES) return { ok: false, reason: "tooLarge" };
  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "error" } as const;
  let metadata: Metadata;
  try {
    // Only the header is read here, so the pixel count can be refused by name before anything is decoded.
    metadata = await sharp(upload, { ...options, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: "notAPhoto" };
  }
  const { format, width, height } = metadata;
  if (!isPhotoFormat(format) || !width || !height) return { ok: false, reason: "notAPhoto" };
  if (width * height > PHOTO_MAX_PIXELS) return { ok: false, reason: "tooManyPixels" };
  if (Math.min(width, height) < PHOTO_MIN_SIDE) return { ok: false, reason: "tooSmall" };
  try {
    const { data, info } = await sharp(upload, options)
      .rotate()
      .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .toFormat(format, format === "png" ? { compressionLevel: 9 } : { quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, photo: { bytes: data, extension: STORED_EXTENSIONS[format], width: info.width, height: info.height } };
  } catch {
    // The header was readable but the pixels are not (a truncated or corrupt file).
    return { ok: false, reason: "notAPhoto" };
  }
}
