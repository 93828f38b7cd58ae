import { createRoute } from "@hono/zod-openapi";
import type { StoreApp } from "@/backend/http/router";
import { errorResponses, jsonResponse } from "@/backend/schemas/common";
import { initWireSchema } from "@/backend/schemas/init";
import { loadInit } from "@/backend/services/init";

const route = createRoute({
  method: "get",
  path: "/api/init",
  tags: ["Site"],
  summary: "Site configuration, visitor and catalogue tree",
  description: "The website is chosen by the x-store-origin header (else Origin, else Host); unmapped hosts get the default website.",
  responses: { 200: jsonResponse(initWireSchema, "Everything the storefront needs at start-up"), ...errorResponses },
});

export function registerInitRoutes(app: StoreApp) {
  app.openapi(route, async (c) => {
    const body = await loadInit({ db: c.get("db"), website: c.get("website"), session: c.get("session"), user: c.get("user"), pincode: c.get("pincode") });
    c.header("Cache-Control", "private, no-store");
    return c.json(body, 200);
  });
}
