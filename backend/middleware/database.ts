import { createMiddleware } from "hono/factory";
import { servingDatabase } from "@/backend/db/serving";
import type { AppEnv } from "@/backend/http/env";

/** Each request's database. */
export const databaseMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set("db", await servingDatabase());
  await next();
});
