import { timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { readCsrfToken } from "@/backend/http/cookies";
import { ApiError } from "@/backend/http/errors";
import { WEBHOOK_PATHS } from "@/backend/http/webhook-paths";
import { CSRF_HEADER, ORIGIN_HEADER, SAFE_METHODS } from "@/lib/api/protocol";
import type { AppEnv } from "@/backend/http/env";
import { holdsOperatorToken, OPERATOR_API_PREFIX } from "./operator-auth";
import { FROM_OTHER_SITE } from "./page-origin";

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function originOf(value: string | undefined): string | null {
  try {
    return value ? new URL(value).origin : null;
  } catch {
    return null;
  }
}

/**
 * What the browser says about where a write came from: Sec-Fetch-Site must be same-origin (or
 * absent, as for server-side calls), and an Origin header must be the page origin the call names
 * (else this request's own host). A second line behind the token.
 */
function fromAnotherSite(c: Context): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = c.req.header("origin");
  if (origin === undefined) return false;
  const expected = originOf(c.req.header(ORIGIN_HEADER));
  if (expected) return originOf(origin) !== expected;
  const host = c.req.header("host");
  return !host || originOf(origin) === null || new URL(origin).host !== host;
}

/**
 * Whether a write needs the anti-forgery check: not webhooks (signed) and not the operator token's
 * calls. A page on another site cannot send an Authorization header without the API's consent, and
 * whoever holds the token needs no forgery.
 */
function needsForgeryCheck(c: Context<AppEnv>): boolean {
  if (SAFE_METHODS.has(c.req.method) || WEBHOOK_PATHS.has(c.req.path)) return false;
  return !c.req.path.startsWith(OPERATOR_API_PREFIX) && !holdsOperatorToken(c);
}

/**
 * Double-submit check: a state-changing request must echo the csrf_token cookie in the x-csrf-token
 * header, and must not come from another site.
 */
export const csrfMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  if (needsForgeryCheck(c)) {
    const cookie = readCsrfToken(c);
    const header = c.req.header(CSRF_HEADER);
    if (!cookie || !header || !sameToken(cookie, header)) {
      throw new ApiError(403, "Invalid or missing anti-forgery token. Reload the page and try again.");
    }
    if (fromAnotherSite(c)) throw new ApiError(403, FROM_OTHER_SITE);
  }
  await next();
});
