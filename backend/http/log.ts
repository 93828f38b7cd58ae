import type { Context } from "hono";
import { logger, maskPhoneNumbers } from "@/scripts/request-log.mjs";

/** One JSON line for a failed API request, with the error's stack and the request id that ties it to the request's own line. */
export function logRequestError(c: Context, error: unknown, message: string) {
  const requestId = (c.get("requestId") as string | undefined) ?? null;
  logger.error({ requestId, method: c.req.method, path: maskPhoneNumbers(c.req.path), err: error }, message);
}
