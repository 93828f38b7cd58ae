import { createRoute } from "@hono/zod-openapi";
import { refuse, type RefusalOf, type RefusalTable } from "@/backend/http/refusals";
import type { StoreApp } from "@/backend/http/router";
import { salesAgentsOnly } from "@/backend/middleware/require-role";
import { agentDashboardQueryWireSchema, agentDashboardWireSchema, idParamSchema, orderDetailWireSchema } from "@/backend/schemas/account";
import { errorResponse, errorResponses, jsonResponse } from "@/backend/schemas/common";
import { requireUser } from "@/backend/http/signed-in";
import { ORDER_NOT_FOUND, type OrderDetailResult } from "@/backend/services/account/orders";
import { agentCustomerOrder } from "@/backend/services/agent/customer-order";
import { agentDashboard } from "@/backend/services/agent/dashboard";
import { PERIOD_MESSAGES, resolvePeriod, type PeriodResult } from "@/backend/services/agent/period";

const refusals = {
  invalidDate: { status: 400, message: PERIOD_MESSAGES.invalidDate },
  startAfterEnd: { status: 400, message: PERIOD_MESSAGES.startAfterEnd },
  tooLong: { status: 400, message: PERIOD_MESSAGES.tooLong },
  unknownOrder: { status: 404, message: ORDER_NOT_FOUND },
} as const satisfies RefusalTable<RefusalOf<PeriodResult | OrderDetailResult>>;

const roles = { 401: errorResponse("Not signed in"), 403: errorResponse("Not a sales agent (or a missing anti-forgery token)") };

const dashboardRoute = createRoute({
  method: "get",
  path: "/api/agent/dashboard",
  tags: ["Sales agent"],
  summary: "Sales of the agent's assigned customers in a period of IST days (default: the last 30 days)",
  request: { query: agentDashboardQueryWireSchema },
  responses: {
    200: jsonResponse(agentDashboardWireSchema, "Totals, sales per day, top products and recent orders; cancelled orders do not count as sales"),
    ...errorResponses,
    ...roles,
  },
});

const customerOrderRoute = createRoute({
  method: "get",
  path: "/api/agent/orders/{id}",
  tags: ["Sales agent"],
  summary: "One order of an assigned customer, read-only, as the customer reads it",
  request: { params: idParamSchema },
  responses: {
    200: jsonResponse(orderDetailWireSchema, "The order"),
    ...errorResponses,
    ...roles,
    404: errorResponse("No such order of the agent's customers on this website"),
  },
});

export function registerAgentRoutes(app: StoreApp) {
  app.use("/api/agent/*", salesAgentsOnly);

  app.openapi(dashboardRoute, async (c) => {
    const agent = requireUser(c);
    const resolved = resolvePeriod(c.req.valid("query"));
    if (!resolved.ok) refuse(refusals, resolved);
    return c.json(await agentDashboard(c.get("db"), agent.id, c.get("website").id, resolved.period), 200);
  });

  app.openapi(customerOrderRoute, async (c) => {
    const found = await agentCustomerOrder(c.get("db"), requireUser(c).id, c.get("website").id, c.req.valid("param").id);
    if (!found.ok) refuse(refusals, found);
    c.header("Cache-Control", "private, no-store");
    return c.json(found.order, 200);
  });
}
