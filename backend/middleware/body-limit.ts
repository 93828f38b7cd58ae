import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { WEBHOOK_PATHS } from "@/backend/http/webhook-paths";

/** Every form and cart call fits in a few kilobytes. */
const API_BODY_LIMIT = 64 * 1024;
/** Gateway events (a payment with its notes and card details) stay well under this. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const tooLarge = (limit: number) => (c: Context) =>
  c.json({ message: `The request body is too large. The limit is ${limit / 1024} kB.` }, 413);

const apiLimit = bodyLimit({ maxSize: API_BODY_LIMIT, onError: tooLarge(API_BODY_LIMIT) });
const webhookLimit = bodyLimit({ maxSize: WEBHOOK_BODY_LIMIT, onError: tooLarge(WEBHOOK_BODY_LIMIT) });

/**
 * Refuses an oversized body with 413 before it is buffered: a declared Content-Length over the limit
 * is refused unread, and a streamed body is counted as it arrives and dropped at the limit.
 */
export const bodyLimitMiddleware = (c: Context, next: () => Promise<void>) =>
  (WEBHOOK_PATHS.has(c.req.path) ? webhookLimit : apiLimit)(c, next);
