import { createRoute, z } from "@hono/zod-openapi";
import { refuse, type RefusalOf, type RefusalTable } from "@/backend/http/refusals";
import { publicRead } from "@/backend/cache/public-reads";
import type { StoreApp } from "@/backend/http/router";
import { productListWireSchema, productQueryWireSchema, productWireSchema } from "@/backend/schemas/catalogue";
import { errorResponses, jsonResponse, notFoundResponse } from "@/backend/schemas/common";
import { getProduct, PRODUCT_NOT_FOUND, type GetProductResult } from "@/backend/services/products/get";
import { listProducts, slugList } from "@/backend/services/products/list";
import { cacheTags } from "@/lib/cache/tags";
import { languageQueryWireSchema } from "@/backend/schemas/language";
import { catalogueLanguage } from "@/backend/services/translations/catalogue-language";

const refusals = {
  unknownProduct: { status: 404, message: PRODUCT_NOT_FOUND },
} as const satisfies RefusalTable<RefusalOf<GetProductResult>>;

function productId(body: unknown): number | null {
  const id = (body as { product_id?: unknown } | null)?.product_id;
  return typeof id === "number" ? id : null;
}

const listRoute = createRoute({
  method: "get",
  path: "/api/products",
  tags: ["Catalogue"],
  summary: "Search and filter products",
  request: { query: productQueryWireSchema },
  responses: { 200: jsonResponse(productListWireSchema, "One page of products and the total"), ...errorResponses },
});

const oneRoute = createRoute({
  method: "get",
  path: "/api/products/{slug}",
  tags: ["Catalogue"],
  summary: "One product by slug or numeric id",
  request: { params: z.object({ slug: z.string().min(1).openapi({ example: "kisan-gold-toor-dal" }) }), query: languageQueryWireSchema },
  responses: {
    200: jsonResponse(productWireSchema, "The product"),
    ...notFoundResponse("No active product of this website has that slug or id"),
    ...errorResponses,
  },
});

export function registerProductRoutes(app: StoreApp) {
  app.use(listRoute.path, publicRead((websiteId) => [cacheTags.catalogue(websiteId)]));
  app.use(
    "/api/products/:slug",
    publicRead((websiteId, body) => {
      const id = productId(body);
      return id === null ? [cacheTags.catalogue(websiteId)] : [cacheTags.catalogue(websiteId), cacheTags.product(id)];
    }),
  );
  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const page = await listProducts(c.get("db"), c.get("website").id, {
      q: query.q,
      categories: slugList(query.c),
      brands: slugList(query.b),
      suppliers: slugList(query.s),
      ids: query.ids,
      sort: query.sort,
      inStockOnly: query.in_stock === "1",
      onOfferOnly: query.on_offer === "1",
      page: query.page,
      perPage: query.perPage,
      viewerId: c.get("user")?.id ?? null,
      language: catalogueLanguage(c.get("website"), query.lang),
    });
    return c.json(page, 200);
  });

  app.openapi(oneRoute, async (c) => {
    const language = catalogueLanguage(c.get("website"), c.req.valid("query").lang);
    const found = await getProduct(c.get("db"), c.get("website").id, c.req.valid("param").slug, c.get("user")?.id ?? null, language);
    if (!found.ok) refuse(refusals, found);
    return c.json(found.product, 200);
  });
}
