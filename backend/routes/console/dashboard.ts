import { createRoute } from "@hono/zod-openapi";
import type { StoreApp } from "@/backend/http/router";
import { errorResponses, jsonResponse } from "@/backend/schemas/common";
import { consoleRoleResponses, consoleAccess } from "@/backend/schemas/console/common";
import { consoleDashboardSchema } from "@/lib/api/schemas/console/dashboard";
import { consoleDashboard } from "@/backend/services/console/dashboard";

const dashboardRoute = createRoute({
  method: "get",
  path: "/api/console/dashboard",
  ...consoleAccess,
  summary: "Today's and this week's orders and sales (IST, cancelled left out), orders waiting at each step, packs running low",
  responses: {
    200: jsonResponse(consoleDashboardSchema.clone().openapi("ConsoleDashboard"), "The figures"),
    ...errorResponses,
    ...consoleRoleResponses,
  },
});

export function registerConsoleDashboardRoutes(app: StoreApp) {
  app.openapi(dashboardRoute, async (c) => c.json(await consoleDashboard(c.get("db"), c.get("website").id), 200));
}
