import { createRoute } from "@hono/zod-openapi";
import { consoleActor } from "./console-actor";
import type { StoreApp } from "@/backend/http/router";
import { consoleRoleResponses, consoleAccess } from "@/backend/schemas/console/common";
import { consoleContextWireSchema } from "@/backend/schemas/console/context";
import { errorResponses, jsonResponse } from "@/backend/schemas/common";

const contextRoute = createRoute({
  method: "get",
  path: "/api/console/context",
  ...consoleAccess,
  summary: "The website the console works on and who is using it; console pages ask it first",
  responses: { 200: jsonResponse(consoleContextWireSchema, "The website and the user"), ...errorResponses, ...consoleRoleResponses },
});

export function registerConsoleContextRoutes(app: StoreApp) {
  app.openapi(contextRoute, (c) => {
    const user = c.get("user");
    const website = c.get("website");
    const person = consoleActor(c).userId !== null && user ? { id: user.id, name: user.name, superadmin: user.superadmin === 1 } : null;
    return c.json({ website: { id: website.id, name: website.name }, user: person }, 200);
  });
}
