import { createMiddleware } from "hono/factory";
import { badRequest } from "@/backend/http/errors";
import { hasMalformedEscape, MALFORMED_PATH_MESSAGE } from "@/scripts/malformed-path.mjs";

/** A path that does not percent-decode names no endpoint: 400 with the API's error shape, before routing reads a parameter. */
export const malformedPathMiddleware = createMiddleware(async (c, next) => {
  const url = c.req.url;
  const target = url.slice(url.indexOf("/", url.indexOf("//") + 2));
  if (hasMalformedEscape(target)) throw badRequest(MALFORMED_PATH_MESSAGE);
  await next();
});
