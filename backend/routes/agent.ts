import { createRoute } from "@hono/zod-openapi";
import type { StoreApp } from "@/backend/http/router";
import { salesAgentsOnly } from "@/backend/middleware/require-role";
import { agentDashboardQueryWireSchema, agentDashboardWireSchema } from "@/backend/schemas/account";
import { errorResponse, errorResponses, jsonResponse } from "@/backend/schemas/common";
import { requireUser } from "@/backend/http/signed-in";
import { agentDashboard } from "@/backend/services/agent/dashboard";
import { resolvePeriod } from "@/backend/services/agent/period";

const dashboardRoute = createRoute({
  method: "get",
  path: "/api/agent/dashboard",
  tags: ["Sales agent"],
  summary: "Sales of the agent's assigned customers in a period of IST days (default: the last 30 days)",
  request: { query: agentDashboardQueryWireSchema },
  responses: {
    200: jsonResponse(agentDashboardWireSchema, "Totals, sales per day, top products and recent orders; cancelled orders do not count as sales"),
    ...errorResponses,
    401: errorResponse("Not signed in"),
    403: errorResponse("Not a sales agent (or a missing anti-forgery token)"),
  },
});

export function registerAgentRoutes(app: StoreApp) {
  app.use("/api/agent/*", salesAgentsOnly);

  app.openapi(dashboardRoute, async (c) => {
    const agent = requireUser(c);
    const period = resolvePeriod(c.req.valid("query"));
    return c.json(await agentDashboard(c.get("db"), agent.id, c.get("website").id, period), 200);
  });
}
