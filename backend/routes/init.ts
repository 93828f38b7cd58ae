import { createRoute } from "@hono/zod-openapi";
import { publicRead, sharedCacheHeaders } from "@/backend/cache/public-reads";
import type { StoreApp } from "@/backend/http/router";
import { errorResponses, jsonResponse } from "@/backend/schemas/common";
import { keepableForOwner } from "@/backend/middleware/private-answer-owners";
import { initWireSchema, siteWireSchema, visitorWireSchema } from "@/backend/schemas/init";
import { loadInit, loadSite, loadVisitor } from "@/backend/services/init";
import { cacheTags } from "@/lib/cache/tags";
import { languageQueryWireSchema } from "@/backend/schemas/language";
import { catalogueLanguage } from "@/backend/services/translations/catalogue-language";
import { shopperCatalogueLanguage } from "@/backend/http/shopper-language";

const WEBSITE_CHOICE = "The website is chosen by the x-store-origin header (else Origin, else Host); unmapped hosts get the default website.";

const initRoute = createRoute({
  method: "get",
  path: "/api/init",
  tags: ["Site"],
  summary: "Site configuration, visitor and catalogue tree",
  description: `${WEBSITE_CHOICE} The union of /api/site and /api/visitor (without the wishlist ids).`,
  responses: { 200: jsonResponse(initWireSchema, "Everything the storefront needs at start-up"), ...errorResponses },
});

const siteRoute = createRoute({
  method: "get",
  path: "/api/site",
  tags: ["Site"],
  summary: "The website's public part of init",
  description: `${WEBSITE_CHOICE} The same for every visitor: cacheable (ETag, If-None-Match → 304).`,
  request: { query: languageQueryWireSchema },
  responses: { 200: jsonResponse(siteWireSchema, "Theme, navigation, footer, categories, brands, SEO, pages, popup"), ...errorResponses },
});

const visitorRoute = createRoute({
  method: "get",
  path: "/api/visitor",
  tags: ["Site"],
  summary: "The visitor's part of init",
  description:
    "Signed-in user, delivery pincode, cart and wishlisted product ids of the caller's session. With neither a session nor a guest pincode the answer is every such guest's (no user, no pincode, an empty cart and wishlist): shareable per website, like the public reads. Otherwise private and never cached.",
  responses: { 200: jsonResponse(visitorWireSchema, "The visitor"), ...errorResponses },
});

export function registerInitRoutes(app: StoreApp) {
  app.openapi(initRoute, async (c) => {
    const body = await loadInit({ db: c.get("db"), website: c.get("website"), session: c.get("session"), user: c.get("user"), pincode: c.get("pincode") });
    c.header("Cache-Control", "private, no-store");
    return c.json(body, 200);
  });

  app.use(siteRoute.path, publicRead((websiteId) => [cacheTags.website(websiteId)]));
  app.openapi(siteRoute, async (c) => {
    const website = c.get("website");
    return c.json(await loadSite(c.get("db"), website, catalogueLanguage(website, c.req.valid("query").lang)), 200);
  });

  app.openapi(visitorRoute, async (c) => {
    const session = c.get("session");
    const body = await loadVisitor({
      db: c.get("db"),
      website: c.get("website"),
      session,
      user: c.get("user"),
      pincode: c.get("pincode"),
      language: shopperCatalogueLanguage(c),
    });
    // A first-time guest's page view asks this too: with nothing of theirs in it, a shared cache may answer it.
    const everyGuests = session === null && c.get("pincode") === null;
    if (everyGuests) for (const [name, value] of Object.entries(sharedCacheHeaders())) c.header(name, value);
    else {
      c.header("Cache-Control", "private, no-store");
      keepableForOwner(c);
    }
    return c.json(body, 200);
  });
}
