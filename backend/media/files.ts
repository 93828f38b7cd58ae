import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { openGraphImage } from "./open-graph-image";
import { renderOnce } from "./rendered-cache";
import { type PhotoFormat, rasterContentType, rasterFormatFor, resizeRaster } from "./resize-raster";
import { resizeSvg } from "./resize-svg";

const MEDIA_SIZES = { small: 200, medium: 400, large: 800 } as const;
type MediaSize = keyof typeof MEDIA_SIZES;

const CONTENT_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".avif": "image/avif",
};

/** Where a stored image is asked for as a social network's picture (`/og/{path}.png`, a PNG of any stored image). */
const OPEN_GRAPH_SEGMENT = "og";
const OPEN_GRAPH_SUFFIX = ".png";

export type MediaRequest = { size: number | null; segments: string[]; openGraph?: true };

/**
 * Splits "/medium/products/a.svg" into a size and path segments. Returns null for anything that
 * could leave the media folder or reach a hidden file: empty, ".", ".." or dot-led segments,
 * slashes or backslashes smuggled in by percent-encoding, NUL bytes, malformed escapes.
 */
export function parseMediaPath(encodedPath: string): MediaRequest | null {
  let segments: string[];
  try {
    segments = encodedPath.split("/").filter((segment, index) => index > 0 || segment !== "").map(decodeURIComponent);
  } catch {
    return null;
  }
  if (segments.length === 0) return null;
  if (segments.some((segment) => !segment || segment.startsWith(".") || /[\\/\0]/.test(segment))) return null;
  const first = segments[0];
  const last = segments.at(-1)!;
  if (segments.length > 1 && first === OPEN_GRAPH_SEGMENT && last.endsWith(OPEN_GRAPH_SUFFIX) && last.length > OPEN_GRAPH_SUFFIX.length) {
    return { size: null, segments: [...segments.slice(1, -1), last.slice(0, -OPEN_GRAPH_SUFFIX.length)], openGraph: true };
  }
  if (segments.length > 1 && (first in MEDIA_SIZES || first === "full")) {
    return { size: first === "full" ? null : MEDIA_SIZES[first as MediaSize], segments: segments.slice(1) };
  }
  return { size: null, segments };
}

export interface MediaFile {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  etag: string;
  /** The body's format was chosen from the request's Accept header (a resized photo). */
  variesByAccept: boolean;
}

/** What a request makes of a stored file: its own bytes, or a picture rendered from them once. */
interface Rendition {
  /** Names the rendering in the cache key and the ETag; null for the stored bytes as they are. */
  variant: string | null;
  render: (stored: Buffer) => Promise<Buffer> | Buffer;
  contentType: string;
  variesByAccept: boolean;
}

/**
 * The file under root, resized when a size is asked (an SVG gets its width and height set; a photo
 * is scaled down and sent as AVIF or WebP when the browser names them), or rendered as an Open Graph
 * PNG; null when there is none. A rendering is made once per version of the file (path, modification
 * time, size), and the ETag names that version and rendering, so a repeated request neither reads
 * nor hashes the file.
 */
export async function readMedia(root: string, request: MediaRequest, photoFormats: readonly PhotoFormat[] = []): Promise<MediaFile | null> {
  const storedType = CONTENT_TYPES[path.extname(request.segments.at(-1) ?? "").toLowerCase()];
  if (!storedType) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, ...request.segments);
  if (!file.startsWith(base + path.sep)) return null;
  const stats = await fs.stat(file).catch(() => null);
  if (!stats?.isFile()) return null;
  const version = `${file}\0${stats.mtimeMs}\0${stats.size}`;
  const { variant, render, contentType, variesByAccept } = renditionFor(storedType, request, photoFormats);
  const etag = `"${createHash("sha1").update(`${version}\0${variant ?? "stored"}`).digest("base64url").slice(0, 20)}"`;
  const body = variant ? await renderOnce(`${version}\0${variant}`, async () => render(await fs.readFile(file))) : await fs.readFile(file);
  return { body: new Uint8Array(body), contentType, etag, variesByAccept };
}

function renditionFor(storedType: string, { size, openGraph }: MediaRequest, photoFormats: readonly PhotoFormat[]): Rendition {
  const stored: Rendition = { variant: null, render: (bytes) => bytes, contentType: storedType, variesByAccept: false };
  if (openGraph) return { variant: "open-graph", render: openGraphImage, contentType: "image/png", variesByAccept: false };
  if (!size) return stored;
  if (storedType === "image/svg+xml") {
    return { variant: `${size}.svg`, render: (bytes) => Buffer.from(resizeSvg(bytes.toString("utf8"), size)), contentType: storedType, variesByAccept: false };
  }
  const format = rasterFormatFor(storedType, photoFormats);
  if (!format) return stored;
  return { variant: `${size}.${format}`, render: (bytes) => resizeRaster(bytes, size, format), contentType: rasterContentType(format), variesByAccept: true };
}
