import { MEDIA_MOUNT_PATH } from "@/lib/api/protocol";

const DEFAULT_IMAGE = "no-image.png";
export type ImageSize = "small" | "medium" | "large" | "full";

function isAbsolute(src: string): boolean {
  return /^(https?:)?\/\//i.test(src) || src.startsWith("data:");
}

/**
 * A CDN URL for a stored image: `{base}/{size}/{path}`, no size segment for 'full'. Without a CDN the
 * embedded backend serves the media itself, in sizes, under the storefront's mount.
 */
export function imageUrl(src?: string | null, size: ImageSize = "medium", cdnBase = process.env.IMAGE_CDN_URL): string {
  const path = src?.trim() || DEFAULT_IMAGE;
  if (isAbsolute(path)) return path;
  const base = (cdnBase || MEDIA_MOUNT_PATH).replace(/\/+$/, "");
  const segment = size === "full" ? "" : `/${size}`;
  return `${base}${segment}/${path.replace(/^\/+/, "")}`;
}

/** The widths the media server (and a CDN in front of it) scales photos to. */
const SIZE_WIDTHS = { small: 200, medium: 400, large: 800 } as const;

/**
 * A `srcset` offering a stored photo at the given sizes, so a phone downloads the small one. None
 * for an SVG (it is sharp at any size, and one URL keeps the page lighter) or an image stored elsewhere.
 */
export function imageSrcSet(src: string | null | undefined, sizes: (keyof typeof SIZE_WIDTHS)[], cdnBase = process.env.IMAGE_CDN_URL): string | undefined {
  const path = src?.trim() || DEFAULT_IMAGE;
  if (isAbsolute(path) || !/\.(jpe?g|png|webp|avif)$/i.test(path)) return undefined;
  return sizes.map((size) => `${imageUrl(path, size, cdnBase)} ${SIZE_WIDTHS[size]}w`).join(", ");
}

/**
 * The picture social networks show for a shared link: a 1200×630 PNG the embedded backend renders
 * from the stored image (they do not show SVG). With a CDN, or an image stored elsewhere, the large
 * image as it is.
 */
export function openGraphImageUrl(src?: string | null, cdnBase = process.env.IMAGE_CDN_URL): string {
  const path = src?.trim() || DEFAULT_IMAGE;
  if (cdnBase || isAbsolute(path)) return imageUrl(path, "large", cdnBase);
  return `${MEDIA_MOUNT_PATH}/og/${path.replace(/^\/+/, "")}.png`;
}
