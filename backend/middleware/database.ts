import { createMiddleware } from "hono/factory";
import { servingDatabase } from "@/backend/db/serving";
import type { AppEnv } from "@/backend/http/env";
import { startStockHoldJob } from "@/backend/services/stock/holds";

/** Each request's database; the first one also starts this process's stock-hold job. */
export const databaseMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set("db", await servingDatabase());
  startStockHoldJob(servingDatabase);
  await next();
});
