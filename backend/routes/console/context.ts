import { createRoute } from "@hono/zod-openapi";
import type { StoreApp } from "@/backend/http/router";
import { requireUser } from "@/backend/http/signed-in";
import { consoleRoleResponses, consoleTags } from "@/backend/schemas/console/common";
import { consoleContextWireSchema } from "@/backend/schemas/console/context";
import { errorResponses, jsonResponse } from "@/backend/schemas/common";

const contextRoute = createRoute({
  method: "get",
  path: "/api/console/context",
  tags: consoleTags,
  summary: "The website the console works on and who is using it; console pages ask it first",
  responses: { 200: jsonResponse(consoleContextWireSchema, "The website and the user"), ...errorResponses, ...consoleRoleResponses },
});

export function registerConsoleContextRoutes(app: StoreApp) {
  app.openapi(contextRoute, (c) => {
    const user = requireUser(c);
    const website = c.get("website");
    return c.json({ website: { id: website.id, name: website.name }, user: { id: user.id, name: user.name, superadmin: user.superadmin === 1 } }, 200);
  });
}
