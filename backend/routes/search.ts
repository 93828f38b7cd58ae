import { createRoute } from "@hono/zod-openapi";
import { publicRead } from "@/backend/cache/public-reads";
import type { StoreApp } from "@/backend/http/router";
import { errorResponses, jsonResponse } from "@/backend/schemas/common";
import { suggestionsWireSchema, suggestQueryWireSchema } from "@/backend/schemas/search";
import { suggest } from "@/backend/services/search/suggest";
import { publicPageTags } from "@/lib/cache/tags";
import { catalogueLanguage } from "@/backend/services/translations/catalogue-language";

const suggestRoute = createRoute({
  method: "get",
  path: "/api/search/suggest",
  tags: ["Catalogue"],
  summary: "Suggestions while the shopper types: products, categories and brands, or the closest name",
  description: "The same for every visitor (no wishlist flags), so it is cached and shared even for signed-in callers.",
  request: { query: suggestQueryWireSchema },
  responses: { 200: jsonResponse(suggestionsWireSchema, "Up to 6 products, 4 categories and 4 brands"), ...errorResponses },
});

export function registerSearchRoutes(app: StoreApp) {
  app.use(suggestRoute.path, publicRead((websiteId) => publicPageTags(websiteId), { sameForEveryone: true }));
  app.openapi(suggestRoute, async (c) => {
    const started = performance.now();
    const { q, lang } = c.req.valid("query");
    const suggestions = await suggest(c.get("db"), c.get("website").id, q, catalogueLanguage(c.get("website"), lang));
    // How long the answer took to work out (absent when it comes from the cache); the bench prints it.
    c.header("Server-Timing", `suggest;dur=${(performance.now() - started).toFixed(1)}`);
    return c.json(suggestions, 200);
  });
}
