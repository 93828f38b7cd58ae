import { timingSafeEqual } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "@/backend/http/env";
import { ApiError } from "@/backend/http/errors";

export const OPERATOR_MESSAGES = {
  off: "The operator API is turned off: set OPERATOR_TOKEN to use it",
  unauthorised: "A valid operator token is required (Authorization: Bearer …)",
} as const;

function sameSecret(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The operator API answers only a caller holding OPERATOR_TOKEN, and nobody while it is unset. */
export const operatorOnly = createMiddleware<AppEnv>(async (c, next) => {
  const expected = process.env.OPERATOR_TOKEN?.trim();
  if (!expected) throw new ApiError(403, OPERATOR_MESSAGES.off);
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match || !sameSecret(match[1], expected)) {
    c.header("WWW-Authenticate", 'Bearer realm="operator"');
    throw new ApiError(401, OPERATOR_MESSAGES.unauthorised);
  }
  c.header("Cache-Control", "private, no-store");
  await next();
});
