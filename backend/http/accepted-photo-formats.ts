import type { Context } from "hono";
import { accepts } from "hono/accepts";
import { PHOTO_FORMATS, type PhotoFormat, rasterContentType } from "@/backend/media/resize-raster";

/**
 * The photo formats the request's Accept header names with a quality above zero, the browser's
 * preference first (on a tie, the smaller format). Wildcards such as image/* do not count: browsers
 * that cannot show AVIF or WebP send them too.
 */
export function acceptedPhotoFormats(c: Context): PhotoFormat[] {
  let named: PhotoFormat[] = [];
  accepts(c, {
    header: "Accept",
    supports: PHOTO_FORMATS.map(rasterContentType),
    default: "",
    match: (entries) => {
      const quality = (format: PhotoFormat) => entries.find((entry) => entry.type.toLowerCase() === rasterContentType(format))?.q ?? 0;
      named = PHOTO_FORMATS.filter((format) => quality(format) > 0).sort((a, b) => quality(b) - quality(a));
      return "";
    },
  });
  return named;
}
