import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "@/lib/validation/photo";
import { isPackCsvUploadPath, isPhotoUploadPath } from "@/backend/http/upload-paths";
import { PACK_CSV_MAX_BYTES } from "@/lib/api/schemas/console/pack-import";
import { WEBHOOK_PATHS } from "@/backend/http/webhook-paths";

/** Every form and cart call fits in a few kilobytes. */
const API_BODY_LIMIT = 64 * 1024;
/** Gateway events (a payment with its notes and card details) stay well under this. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const tooLarge = (limit: number) => (c: Context) =>
  c.json({ message: `The request body is too large. The limit is ${limit / 1024} kB.` }, 413);

const apiLimit = bodyLimit({ maxSize: API_BODY_LIMIT, onError: tooLarge(API_BODY_LIMIT) });
const webhookLimit = bodyLimit({ maxSize: WEBHOOK_BODY_LIMIT, onError: tooLarge(WEBHOOK_BODY_LIMIT) });
/** A photo of the largest size accepted, with room for the form's boundaries and headers. */
const photoLimit = bodyLimit({ maxSize: PHOTO_MAX_BYTES + API_BODY_LIMIT, onError: (c) => c.json({ message: PHOTO_MESSAGES.tooLarge }, 413) });
/** A packs CSV of the largest size accepted, with room for the form's other field and boundaries. */
const packCsvLimit = bodyLimit({ maxSize: PACK_CSV_MAX_BYTES + API_BODY_LIMIT, onError: tooLarge(PACK_CSV_MAX_BYTES) });

function limitFor(path: string) {
  if (WEBHOOK_PATHS.has(path)) return webhookLimit;
  if (isPackCsvUploadPath(path)) return packCsvLimit;
  return isPhotoUploadPath(path) ? photoLimit : apiLimit;
}

/**
 * Refuses an oversized body with 413 before it is buffered: a declared Content-Length over the limit
 * is refused unread, and a streamed body is counted as it arrives and dropped at the limit.
 */
export const bodyLimitMiddleware = (c: Context, next: () => Promise<void>) =>
  limitFor(c.req.path)(c, next);
