import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/backend/http/env";
import { notFound } from "@/backend/http/errors";
import { refuse, type RefusalOf, type RefusalTable } from "@/backend/http/refusals";
import type { StoreApp } from "@/backend/http/router";
import { consoleActor } from "./console-actor";
import { formMessagesHook } from "@/backend/http/validation";
import { idParamSchema } from "@/backend/schemas/account";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "@/backend/schemas/common";
import { consoleRoleResponses, consoleAccess } from "@/backend/schemas/console/common";
import {
  catalogueOptionsWireSchema,
  consolePackChangeWireSchema,
  consoleProductChangeWireSchema,
  consoleProductCreateWireSchema,
  consoleProductDetailWireSchema,
  consoleProductListWireSchema,
  consoleProductQueryWireSchema,
  consoleProductSavedWireSchema,
  consoleStockWireSchema,
} from "@/backend/schemas/console/products";
import { catalogueOptions } from "@/backend/services/console/catalogue/catalogue-options";
import { listConsoleProducts } from "@/backend/services/console/catalogue/list-products";
import { consoleProductDetail } from "@/backend/services/console/catalogue/product-detail";
import { OPERATOR_CATALOGUE_MESSAGES, updatePack, updateProduct } from "@/backend/services/operator/catalogue";
import { createProduct, type CreateProductResult } from "@/backend/services/operator/create-product";
import { OPERATOR_STOCK_MESSAGES, setPackStock, type SetStockResult } from "@/backend/services/stock/set-stock";
import { catalogueRefusals } from "../catalogue-refusals";

const CONSOLE_CATALOGUE_MESSAGES = {
  created: "Product added",
  saved: "Product saved",
  noWarehouse: "Add a warehouse before adding products",
} as const;

const createRefusals = {
  ...catalogueRefusals,
  noWarehouse: { status: 400, message: CONSOLE_CATALOGUE_MESSAGES.noWarehouse },
} as const satisfies RefusalTable<RefusalOf<CreateProductResult>>;

const stockRefusals: RefusalTable<RefusalOf<SetStockResult>> = {
  unknownPack: { status: 404, message: OPERATOR_STOCK_MESSAGES.unknownPack },
  otherWarehouse: { status: 400, message: OPERATOR_STOCK_MESSAGES.otherWarehouse },
};

const productSaved = jsonResponse(consoleProductSavedWireSchema, "The product as saved, with a message to show");
const writeAnswers = { ...errorResponses, ...consoleRoleResponses, 409: errorResponse("Another product has that slug") };

const optionsRoute = createRoute({
  method: "get",
  path: "/api/console/catalogue/options",
  ...consoleAccess,
  summary: "The website's categories, brands, suppliers and warehouses: the choices of the product form and filters",
  responses: { 200: jsonResponse(catalogueOptionsWireSchema, "The choices"), ...errorResponses, ...consoleRoleResponses },
});

const listRoute = createRoute({
  method: "get",
  path: "/api/console/products",
  ...consoleAccess,
  summary: "A page of the website's products, active or not, with their packs and stock; searched, filtered and sorted on the server",
  request: { query: consoleProductQueryWireSchema },
  responses: { 200: jsonResponse(consoleProductListWireSchema, "The page and the total count"), ...errorResponses, ...consoleRoleResponses },
});

const createProductRoute = createRoute({
  method: "post",
  path: "/api/console/products",
  ...consoleAccess,
  summary: "Add a product with its packs and their stock",
  description: "The slug is made from the name when none is given. The storefront's lists, search and pages show the product on their next request.",
  request: { ...jsonBody(consoleProductCreateWireSchema) },
  responses: { 200: productSaved, ...writeAnswers },
});

const productRoute = createRoute({
  method: "get",
  path: "/api/console/products/{id}",
  ...consoleAccess,
  summary: "One product with every field the console edits",
  request: { params: idParamSchema },
  responses: { 200: jsonResponse(consoleProductDetailWireSchema, "The product"), ...errorResponses, ...consoleRoleResponses, 404: errorResponse("No such product on this website") },
});

const updateProductRoute = createRoute({
  method: "patch",
  path: "/api/console/products/{id}",
  ...consoleAccess,
  summary: "Change a product's fields; active false takes it off the storefront",
  request: { params: idParamSchema, ...jsonBody(consoleProductChangeWireSchema) },
  responses: { 200: productSaved, ...writeAnswers, 404: errorResponse("No such product on this website") },
});

const updatePackRoute = createRoute({
  method: "patch",
  path: "/api/console/packs/{id}",
  ...consoleAccess,
  summary: "Change a pack's label, net quantity, MRP, price, GTIN or active flag",
  request: { params: idParamSchema, ...jsonBody(consolePackChangeWireSchema) },
  responses: { 200: productSaved, ...writeAnswers, 404: errorResponse("No such pack on this website") },
});

const stockRoute = createRoute({
  method: "put",
  path: "/api/console/packs/{id}/stock",
  ...consoleAccess,
  summary: "Set a pack's units on a warehouse's shelf (the one that sells it unless named)",
  request: { params: idParamSchema, ...jsonBody(consoleStockWireSchema) },
  responses: { 200: productSaved, ...writeAnswers, 404: errorResponse("No such pack on this website") },
});


async function savedAnswer(c: Context<AppEnv>, productId: number, message: string) {
  const product = await consoleProductDetail(c.get("db"), c.get("website").id, productId);
  if (!product) throw notFound(OPERATOR_CATALOGUE_MESSAGES.productNotFound);
  return c.json({ product, message }, 200);
}

export function registerConsoleProductRoutes(app: StoreApp) {
  app.openapi(optionsRoute, async (c) => c.json(await catalogueOptions(c.get("db"), c.get("website").id), 200));

  app.openapi(listRoute, async (c) => c.json(await listConsoleProducts(c.get("db"), c.get("website").id, c.req.valid("query")), 200));

  app.openapi(
    createProductRoute,
    async (c) => {
      const created = await createProduct(c.get("db"), consoleActor(c), c.req.valid("json"));
      if (!created.ok) refuse(createRefusals, created);
      return savedAnswer(c, created.productId, CONSOLE_CATALOGUE_MESSAGES.created);
    },
    formMessagesHook,
  );

  app.openapi(productRoute, async (c) => {
    const product = await consoleProductDetail(c.get("db"), c.get("website").id, c.req.valid("param").id);
    if (!product) throw notFound(OPERATOR_CATALOGUE_MESSAGES.productNotFound);
    return c.json(product, 200);
  });

  app.openapi(
    updateProductRoute,
    async (c) => {
      const { name, description, ...rest } = c.req.valid("json");
      const productId = c.req.valid("param").id;
      const updated = await updateProduct(c.get("db"), productId, { ...rest, product_name: name, product_description: description }, consoleActor(c));
      if (!updated.ok) refuse(catalogueRefusals, updated);
      return savedAnswer(c, productId, CONSOLE_CATALOGUE_MESSAGES.saved);
    },
    formMessagesHook,
  );

  app.openapi(
    updatePackRoute,
    async (c) => {
      const { gtin, ...change } = c.req.valid("json");
      const updated = await updatePack(c.get("db"), c.req.valid("param").id, { ...change, gtin: gtin || null }, consoleActor(c));
      if (!updated.ok) refuse(catalogueRefusals, updated);
      return savedAnswer(c, updated.pack.product_id, CONSOLE_CATALOGUE_MESSAGES.saved);
    },
    formMessagesHook,
  );

  app.openapi(
    stockRoute,
    async (c) => {
      const set = await setPackStock(c.get("db"), c.req.valid("param").id, c.req.valid("json"), new Date(), consoleActor(c));
      if (!set.ok) refuse(stockRefusals, set);
      return savedAnswer(c, set.saved.product_id, CONSOLE_CATALOGUE_MESSAGES.saved);
    },
    formMessagesHook,
  );
}
