import { createRoute, z } from "@hono/zod-openapi";
import { databaseProblem } from "@/backend/db/serving";
import { isShuttingDown } from "@/backend/http/lifecycle";
import type { StoreApp } from "@/backend/http/router";
import { jsonResponse } from "@/backend/schemas/common";

const tags = ["Operations"];
const liveSchema = z.object({ status: z.literal("ok") }).openapi("Liveness");
const readySchema = z
  .object({ status: z.enum(["ready", "unavailable"]), message: z.string().optional() })
  .openapi("Readiness", { example: { status: "unavailable", message: "the SQLite file /srv/store/data/store.sqlite does not exist" } });

const healthRoute = createRoute({
  method: "get",
  path: "/api/health",
  tags,
  summary: "Liveness: the process answers",
  description: "Touches nothing else; a failing liveness check means the process should be restarted.",
  responses: { 200: jsonResponse(liveSchema, "The process is alive") },
});

const readyRoute = createRoute({
  method: "get",
  path: "/api/ready",
  tags,
  summary: "Readiness: the store can serve requests",
  description:
    "Ready when the database is reachable and its migrations are current, and the process is not shutting down. Load balancers send traffic only to ready processes.",
  responses: { 200: jsonResponse(readySchema, "Ready"), 503: jsonResponse(readySchema, "Not ready, with the reason") },
});

/** Registered before the API's middleware, so neither check needs a website, a session or a token. */
export function registerHealthRoutes(app: StoreApp) {
  app.openapi(healthRoute, (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok" as const }, 200);
  });
  app.openapi(readyRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    const problem = isShuttingDown() ? "the process is shutting down" : await databaseProblem();
    if (problem) return c.json({ status: "unavailable" as const, message: problem }, 503);
    return c.json({ status: "ready" as const }, 200);
  });
}
