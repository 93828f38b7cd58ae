import { createRoute } from "@hono/zod-openapi";
import type { StoreApp } from "@/backend/http/router";
import { auditListWireSchema, auditQueryWireSchema } from "@/backend/schemas/console/audit";
import { consoleRoleResponses, consoleAccess } from "@/backend/schemas/console/common";
import { errorResponses, jsonResponse } from "@/backend/schemas/common";
import { listAudit } from "@/backend/services/audit/list-audit";

const listRoute = createRoute({
  method: "get",
  path: "/api/console/audit",
  ...consoleAccess,
  summary: "The website's audit log, newest first: who changed what, when, before and after",
  request: { query: auditQueryWireSchema },
  responses: {
    200: jsonResponse(auditListWireSchema, "A page of entries and the people who appear in the log"),
    ...errorResponses,
    ...consoleRoleResponses,
  },
});

export function registerConsoleAuditRoutes(app: StoreApp) {
  app.openapi(listRoute, async (c) => c.json(await listAudit(c.get("db"), c.get("website").id, c.req.valid("query")), 200));
}
