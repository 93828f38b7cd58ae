import { createMiddleware } from "hono/factory";
import { ensureDatabase } from "@/backend/db/ensure";
import type { AppEnv } from "@/backend/http/env";

export const databaseMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set("db", await ensureDatabase());
  await next();
});
