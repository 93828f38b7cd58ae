import { timingSafeEqual } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { ApiError } from "@/backend/http/errors";

export const OPERATOR_API_PREFIX = "/api/operator/";
export const OPERATOR_API_OFF = "The operator API is off: set OPERATOR_TOKEN to turn it on.";
export const OPERATOR_TOKEN_WRONG = "A valid operator token is required (Authorization: Bearer …).";

function sameSecret(given: string, expected: string) {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * `Authorization: Bearer $OPERATOR_TOKEN` on every operator call; with the variable unset the whole
 * operator API is refused. No cookies are involved, so the anti-forgery check does not apply here.
 */
export const operatorTokenOnly = createMiddleware(async (c, next) => {
  const expected = process.env.OPERATOR_TOKEN?.trim();
  if (!expected) throw new ApiError(403, OPERATOR_API_OFF);
  const header = c.req.header("authorization") ?? "";
  const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : "";
  if (!given || !sameSecret(given, expected)) throw new ApiError(401, OPERATOR_TOKEN_WRONG);
  c.header("Cache-Control", "no-store");
  await next();
});
