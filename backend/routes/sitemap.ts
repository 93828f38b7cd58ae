import { createRoute } from "@hono/zod-openapi";
import { publicRead } from "@/backend/cache/public-reads";
import type { StoreApp } from "@/backend/http/router";
import { errorResponses, jsonResponse } from "@/backend/schemas/common";
import { sitemapDataWireSchema } from "@/backend/schemas/sitemap";
import { sitemapData } from "@/backend/services/sitemap";
import { cacheTags } from "@/lib/cache/tags";

const sitemapRoute = createRoute({
  method: "get",
  path: "/api/sitemap",
  tags: ["Catalogue"],
  summary: "What the website's sitemap lists",
  description:
    "Active products (with their first image) and the category, brand and supplier listings that show at least one of them, each with the ISO time of its latest product change (`lastmod`).",
  responses: { 200: jsonResponse(sitemapDataWireSchema, "Products and non-empty listings"), ...errorResponses },
});

export function registerSitemapRoutes(app: StoreApp) {
  app.use(sitemapRoute.path, publicRead((websiteId) => [cacheTags.catalogue(websiteId)]));
  app.openapi(sitemapRoute, async (c) => c.json(await sitemapData(c.get("db"), c.get("website").id), 200));
}
