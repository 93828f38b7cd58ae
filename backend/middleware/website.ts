import { createMiddleware } from "hono/factory";
import type { AppEnv } from "@/backend/http/env";
import { hostOf, resolveWebsite } from "@/backend/services/websites";
import { ORIGIN_HEADER } from "@/lib/api/protocol";

/** The page origin header first (server-side calls set it), then the browser's Origin, then Host. */
export const websiteMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const host =
    hostOf(c.req.header(ORIGIN_HEADER)) ?? hostOf(c.req.header("origin")) ?? hostOf(c.req.header("host"));
  c.set("website", await resolveWebsite(c.get("db"), host));
  await next();
});
