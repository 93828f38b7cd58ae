import { createRoute, z } from "@hono/zod-openapi";
import { randomBytes } from "node:crypto";
import { readCsrfToken, writeCsrfCookie } from "@/backend/http/cookies";
import type { StoreApp } from "@/backend/http/router";
import { errorResponses, jsonResponse } from "@/backend/schemas/common";

const route = createRoute({
  method: "get",
  path: "/api/cookie",
  tags: ["Session"],
  summary: "Set the anti-forgery cookie",
  description:
    "Sets csrf_token (readable by scripts, SameSite=Lax) unless the request already carries one. Every non-GET request must echo it in the x-csrf-token header.",
  responses: { 200: jsonResponse(z.object({ ok: z.literal(true) }), "The cookie is set"), ...errorResponses },
});

export function registerCookieRoutes(app: StoreApp) {
  app.openapi(route, (c) => {
    if (!readCsrfToken(c)) writeCsrfCookie(c, randomBytes(32).toString("base64url"));
    c.header("Cache-Control", "no-store");
    return c.json({ ok: true as const }, 200);
  });
}
