import { createMiddleware } from "hono/factory";
import type { AppEnv } from "@/backend/http/env";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/scripts/request-log.mjs";

/** The id the storefront's server (or a proxy) gave the request, else a new one; sent back with the answer. */
export const requestIdMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
  c.set("requestId", requestId);
  await next();
  c.header(REQUEST_ID_HEADER, requestId);
});
