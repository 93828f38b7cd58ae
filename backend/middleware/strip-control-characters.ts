import { createMiddleware } from "hono/factory";
import { WEBHOOK_PATHS } from "@/backend/http/webhook-paths";

/**
 * C0 and C1 controls except tab and line breaks, and the bidirectional overrides that make text read
 * differently from what it stores. A NUL in a name or a right-to-left override in an address has no
 * business in the database.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

function stripControlCharacters(value: unknown): unknown {
  if (typeof value === "string") return value.replace(CONTROL_CHARACTERS, "");
  if (Array.isArray(value)) return value.map(stripControlCharacters);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, stripControlCharacters(item)]));
  }
  return value;
}

/** Every text field of a JSON body, before validation sees it (webhook bodies stay byte for byte: they are signed). */
export const stripControlCharactersMiddleware = createMiddleware(async (c, next) => {
  const isJson = c.req.header("content-type")?.toLowerCase().includes("application/json");
  if (isJson && c.req.raw.body && !WEBHOOK_PATHS.has(c.req.path)) {
    const text = await c.req.raw.clone().text();
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
