import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { bearerMatches } from "@/backend/http/bearer";
import type { AppEnv } from "@/backend/http/env";
import { ApiError } from "@/backend/http/errors";

/** Where the operator API lives; it authenticates with a bearer token, never with cookies. */
export const OPERATOR_API_PREFIX = "/api/operator/";

export const OPERATOR_MESSAGES = {
  off: "The operator API is turned off: set OPERATOR_TOKEN to use it",
  unauthorised: "A valid operator token is required (Authorization: Bearer …)",
} as const;

/** Whether the request carries OPERATOR_TOKEN (never true while the variable is unset). */
export function holdsOperatorToken(c: Context<AppEnv>): boolean {
  const expected = process.env.OPERATOR_TOKEN?.trim();
  return Boolean(expected) && bearerMatches(c.req.header("authorization"), expected!);
}

/** The operator API answers only a caller holding OPERATOR_TOKEN, and nobody while it is unset. */
export const operatorOnly = createMiddleware<AppEnv>(async (c, next) => {
  const expected = process.env.OPERATOR_TOKEN?.trim();
  if (!expected) throw new ApiError(403, OPERATOR_MESSAGES.off);
  if (!bearerMatches(c.req.header("authorization"), expected)) {
    c.header("WWW-Authenticate", 'Bearer realm="operator"');
    throw new ApiError(401, OPERATOR_MESSAGES.unauthorised);
  }
  c.header("Cache-Control", "private, no-store");
  await next();
});
