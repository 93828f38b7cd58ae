/** What the console accepts as a photo upload; the server decides by decoding it, the form only says so. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** More pixels than any phone photo has; a decompression bomb declares far more. */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** The storefront shows photos up to 800 px wide; a smaller one would look blurred on a card. */
export const PHOTO_MIN_SIDE = 200;
export const PHOTO_TYPES = "image/jpeg,image/png,image/webp";

const MAX_MB = PHOTO_MAX_BYTES / 1024 / 1024;
const MAX_MEGAPIXELS = PHOTO_MAX_PIXELS / 1_000_000;

/** One line for the upload field. */
export const PHOTO_RULES = `JPEG, PNG or WebP, up to ${MAX_MB} MB and ${MAX_MEGAPIXELS} megapixels, at least ${PHOTO_MIN_SIDE} × ${PHOTO_MIN_SIDE} pixels`;

export const PHOTO_MESSAGES = {
  notAPhoto: "The photo must be a JPEG, PNG or WebP image",
  tooLarge: `The photo is too large: at most ${MAX_MB} MB`,
  tooManyPixels: `The photo has too many pixels: at most ${MAX_MEGAPIXELS} megapixels`,
  tooSmall: `The photo is too small: at least ${PHOTO_MIN_SIDE} × ${PHOTO_MIN_SIDE} pixels`,
} as const;
