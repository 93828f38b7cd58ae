const DEFAULT_IMAGE = "no-image.png";
export type ImageSize = "small" | "medium" | "large" | "full";

/** Without a CDN the embedded backend serves the media itself, in sizes. */
const EMBEDDED_MEDIA_BASE = "/s/media";

function isAbsolute(src: string): boolean {
  return /^(https?:)?\/\//i.test(src) || src.startsWith("data:");
}

/** A CDN URL for a stored image: `{base}/{size}/{path}`, no size segment for 'full'. */
export function imageUrl(src?: string | null, size: ImageSize = "medium", cdnBase = process.env.IMAGE_CDN_URL): string {
  const path = src?.trim() || DEFAULT_IMAGE;
  if (isAbsolute(path)) return path;
  const base = (cdnBase || EMBEDDED_MEDIA_BASE).replace(/\/+$/, "");
  const segment = size === "full" ? "" : `/${size}`;
  return `${base}${segment}/${path.replace(/^\/+/, "")}`;
}

/**
 * The picture social networks show for a shared link: a 1200×630 PNG the embedded backend renders
 * from the stored image (they do not show SVG). With a CDN, or an image stored elsewhere, the large
 * image as it is.
 */
export function openGraphImageUrl(src?: string | null, cdnBase = process.env.IMAGE_CDN_URL): string {
  const path = src?.trim() || DEFAULT_IMAGE;
  if (cdnBase || isAbsolute(path)) return imageUrl(path, "large", cdnBase);
  return `${EMBEDDED_MEDIA_BASE}/og/${path.replace(/^\/+/, "")}.png`;
}
