import { timingSafeEqual } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { readCsrfToken } from "@/backend/http/cookies";
import { ApiError } from "@/backend/http/errors";
import { CSRF_HEADER } from "@/lib/api/protocol";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Gateways call these without cookies; the signature over the raw body authenticates them instead. */
const SIGNED_WEBHOOKS = new Set(["/api/webhooks/razorpay", "/api/webhooks/cashfree"]);
/** The operator API authenticates with a bearer token, which a browser never sends on its own. */
const OPERATOR_PREFIX = "/api/operator/";

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Double-submit check: a state-changing request must echo the csrf_token cookie in the x-csrf-token header. */
export const csrfMiddleware = createMiddleware(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && !SIGNED_WEBHOOKS.has(c.req.path) && !c.req.path.startsWith(OPERATOR_PREFIX)) {
    const cookie = readCsrfToken(c);
    const header = c.req.header(CSRF_HEADER);
    if (!cookie || !header || !sameToken(cookie, header)) {
      throw new ApiError(403, "Invalid or missing anti-forgery token. Reload the page and try again.");
    }
  }
  await next();
});
