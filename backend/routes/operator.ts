import { createRoute } from "@hono/zod-openapi";
import { refuse, type RefusalTable } from "@/backend/http/refusals";
import type { StoreApp } from "@/backend/http/router";
import { operatorOnly } from "@/backend/middleware/operator-auth";
import { OPERATOR_SECURITY_SCHEME } from "@/backend/schemas/security-schemes";
import { idParamSchema } from "@/backend/schemas/account";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "@/backend/schemas/common";
import {
  packChangeWireSchema,
  packSavedWireSchema,
  productChangeWireSchema,
  productSavedWireSchema,
} from "@/backend/schemas/operator";
import { OPERATOR_CATALOGUE_MESSAGES, updatePack, updateProduct } from "@/backend/services/operator/catalogue";
import { operatorActorFor } from "@/backend/services/operator/operator-actor";
import { notFound } from "@/backend/http/errors";
import { catalogueRefusals } from "./catalogue-refusals";
import { stockSavedWireSchema, stockSetWireSchema } from "@/backend/schemas/stock";
import { OPERATOR_STOCK_MESSAGES, setPackStock, type SetStockResult } from "@/backend/services/stock/set-stock";

const guarded = {
  security: [{ [OPERATOR_SECURITY_SCHEME]: [] }],
  tags: ["Operator"],
};
const refusals = {
  401: errorResponse("Missing or wrong bearer token"),
  403: errorResponse("The operator API is turned off (OPERATOR_TOKEN unset)"),
};

const packRoute = createRoute({
  ...guarded,
  method: "patch",
  path: "/api/operator/packs/{id}",
  summary: "Change a pack's price, MRP and/or net quantity",
  description: "Recomputes the discount; cached pages and public reads that show the product are refreshed at once.",
  request: { params: idParamSchema, ...jsonBody(packChangeWireSchema) },
  responses: { 200: jsonResponse(packSavedWireSchema, "The pack as saved"), ...errorResponses, ...refusals, 404: errorResponse("No such pack") },
});

const productRoute = createRoute({
  ...guarded,
  method: "patch",
  path: "/api/operator/products/{id}",
  summary: "Change a product's name, description or active flag",
  description: "Cached pages and public reads that show the product are refreshed at once.",
  request: { params: idParamSchema, ...jsonBody(productChangeWireSchema) },
  responses: { 200: jsonResponse(productSavedWireSchema, "The product as saved"), ...errorResponses, ...refusals, 404: errorResponse("No such product") },
});

const stockRoute = createRoute({
  ...guarded,
  method: "put",
  path: "/api/operator/packs/{id}/stock",
  summary: "Set a pack's units on a warehouse's shelf",
  description:
    "Shoppers see only in stock, low stock (with the count) or out of stock. Cached pages that show the pack are refreshed at once, and shoppers who asked to be told when it returns get one message each.",
  request: { params: idParamSchema, ...jsonBody(stockSetWireSchema) },
  responses: { 200: jsonResponse(stockSavedWireSchema, "The stock as saved"), ...errorResponses, ...refusals, 404: errorResponse("No such pack") },
});

const stockRefusals: RefusalTable<Extract<SetStockResult, { ok: false }>> = {
  unknownPack: { status: 404, message: OPERATOR_STOCK_MESSAGES.unknownPack },
  otherWarehouse: { status: 400, message: OPERATOR_STOCK_MESSAGES.otherWarehouse },
};

/** The operator API: machine-to-machine writes with OPERATOR_TOKEN; the stock and order work add theirs here. */
export function registerOperatorRoutes(app: StoreApp) {
  app.use("/api/operator/*", operatorOnly);

  app.openapi(packRoute, async (c) => {
    const id = c.req.valid("param").id;
    const actor = await operatorActorFor(c.get("db"), { pack: id });
    if (!actor) throw notFound(OPERATOR_CATALOGUE_MESSAGES.packNotFound);
    const updated = await updatePack(c.get("db"), id, c.req.valid("json"), actor);
    if (!updated.ok) refuse(catalogueRefusals, updated);
    return c.json(updated.pack, 200);
  });
  app.openapi(stockRoute, async (c) => {
    const id = c.req.valid("param").id;
    const actor = await operatorActorFor(c.get("db"), { pack: id });
    if (!actor) throw notFound(OPERATOR_STOCK_MESSAGES.unknownPack);
    const set = await setPackStock(c.get("db"), id, c.req.valid("json"), undefined, actor);
    if (!set.ok) refuse(stockRefusals, set);
    return c.json(set.saved, 200);
  });
  app.openapi(productRoute, async (c) => {
    const id = c.req.valid("param").id;
    const actor = await operatorActorFor(c.get("db"), { product: id });
    if (!actor) throw notFound(OPERATOR_CATALOGUE_MESSAGES.productNotFound);
    const updated = await updateProduct(c.get("db"), id, c.req.valid("json"), actor);
    if (!updated.ok) refuse(catalogueRefusals, updated);
    return c.json(updated.product, 200);
  });
}
