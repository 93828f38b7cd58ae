import { createMiddleware } from "hono/factory";
import { jsonNestingDepth, MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from "@/backend/http/json-depth";
import { WEBHOOK_PATHS } from "@/backend/http/webhook-paths";

/**
 * C0 and C1 controls except tab and line breaks, and the bidirectional overrides that make text read
 * differently from what it stores. A NUL in a name or a right-to-left override in an address has no
 * business in the database.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** The media types the routes' validators read as JSON (Hono's rule: application/json and any +json). */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** Recurses once per level, and the middleware refuses bodies deeper than MAX_JSON_DEPTH first. */
function stripControlCharacters(value: unknown): unknown {
  if (typeof value === "string") return value.replace(CONTROL_CHARACTERS, "");
  if (Array.isArray(value)) return value.map(stripControlCharacters);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, stripControlCharacters(item)]));
  }
  return value;
}

const isJsonBody = (contentType: string | undefined) => JSON_MEDIA_TYPE.test((contentType ?? "").split(";")[0].trim());

/**
 * Every JSON body, webhooks included, is refused with 400 when it nests deeper than anything the
 * store reads, before anything parses or walks it. Then every text field is cleaned of control
 * characters before validation sees it (webhook bodies stay byte for byte: they are signed).
 */
export const stripControlCharactersMiddleware = createMiddleware(async (c, next) => {
  if (isJsonBody(c.req.header("content-type")) && c.req.raw.body) {
    const text = await c.req.raw.clone().text();
    if (jsonNestingDepth(text) > MAX_JSON_DEPTH) return c.json({ message: TOO_DEEP_MESSAGE }, 400);
    if (WEBHOOK_PATHS.has(c.req.path)) return next();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return next(); // the route's validation answers malformed JSON
    }
    const cleaned = JSON.stringify(stripControlCharacters(parsed));
    if (cleaned !== JSON.stringify(parsed)) c.req.raw = new Request(c.req.raw, { body: cleaned });
  }
  await next();
});
