import { createRoute } from "@hono/zod-openapi";
import { notFound } from "@/backend/http/errors";
import { refuse, type RefusalOf, type RefusalTable } from "@/backend/http/refusals";
import type { StoreApp } from "@/backend/http/router";
import { formMessagesHook } from "@/backend/http/validation";
import { idParamSchema } from "@/backend/schemas/account";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "@/backend/schemas/common";
import { consoleRoleResponses, consoleAccess } from "@/backend/schemas/console/common";
import { warehouseBodyWireSchema, warehouseDetailWireSchema, warehouseListWireSchema, warehouseSavedWireSchema } from "@/backend/schemas/console/delivery";
import { saveWarehouse } from "@/backend/services/console/delivery/save-warehouse";
import { consoleWarehouseById, listConsoleWarehouses } from "@/backend/services/console/delivery/warehouse-view";
import { CONSOLE_DELIVERY_MESSAGES } from "@/lib/api/schemas/console/delivery";
import { consoleActor } from "./console-actor";

const missing = errorResponse("No such warehouse on this website");
const writeAnswers = { ...errorResponses, ...consoleRoleResponses, 409: errorResponse("Another warehouse of this website has the name") };

const listRoute = createRoute({
  method: "get",
  path: "/api/console/warehouses",
  ...consoleAccess,
  summary: "The website's warehouses by name, with how many pincodes and slots each has",
  responses: { 200: jsonResponse(warehouseListWireSchema, "The warehouses"), ...errorResponses, ...consoleRoleResponses },
});

const detailRoute = createRoute({
  method: "get",
  path: "/api/console/warehouses/{id}",
  ...consoleAccess,
  summary: "One warehouse with its delivery areas (pincodes, charges, cash on delivery) and slots",
  request: { params: idParamSchema },
  responses: { 200: jsonResponse(warehouseDetailWireSchema, "The warehouse"), ...errorResponses, ...consoleRoleResponses, 404: missing },
});

const createWarehouseRoute = createRoute({
  method: "post",
  path: "/api/console/warehouses",
  ...consoleAccess,
  summary: "Add a warehouse",
  description: "It delivers nowhere until pincodes are added to it.",
  request: { ...jsonBody(warehouseBodyWireSchema) },
  responses: { 200: jsonResponse(warehouseSavedWireSchema, "The warehouse as saved, with a message to show"), ...writeAnswers },
});

const updateWarehouseRoute = createRoute({
  method: "put",
  path: "/api/console/warehouses/{id}",
  ...consoleAccess,
  summary: "Rename a warehouse or change its city; active false stops it delivering (a warehouse is never deleted)",
  request: { params: idParamSchema, ...jsonBody(warehouseBodyWireSchema) },
  responses: { 200: jsonResponse(warehouseSavedWireSchema, "The warehouse as saved, with a message to show"), ...writeAnswers, 404: missing },
});

const refusals: RefusalTable<RefusalOf<Awaited<ReturnType<typeof saveWarehouse>>>> = {
  unknownWarehouse: { status: 404, message: CONSOLE_DELIVERY_MESSAGES.warehouseNotFound },
  nameTaken: { status: 409, message: CONSOLE_DELIVERY_MESSAGES.warehouseNameTaken },
};

export function registerConsoleWarehouseRoutes(app: StoreApp) {
  app.openapi(listRoute, async (c) => c.json({ data: await listConsoleWarehouses(c.get("db"), c.get("website").id) }, 200));

  app.openapi(detailRoute, async (c) => {
    const warehouse = await consoleWarehouseById(c.get("db"), c.get("website").id, c.req.valid("param").id);
    if (!warehouse) throw notFound(CONSOLE_DELIVERY_MESSAGES.warehouseNotFound);
    return c.json(warehouse, 200);
  });

  app.openapi(
    createWarehouseRoute,
    async (c) => {
      const saved = await saveWarehouse(c.get("db"), consoleActor(c), null, c.req.valid("json"));
      if (!saved.ok) refuse(refusals, saved);
      return c.json({ warehouse: saved.warehouse, message: CONSOLE_DELIVERY_MESSAGES.warehouseCreated }, 200);
    },
    formMessagesHook,
  );

  app.openapi(
    updateWarehouseRoute,
    async (c) => {
      const saved = await saveWarehouse(c.get("db"), consoleActor(c), c.req.valid("param").id, c.req.valid("json"));
      if (!saved.ok) refuse(refusals, saved);
      return c.json({ warehouse: saved.warehouse, message: CONSOLE_DELIVERY_MESSAGES.warehouseSaved }, 200);
    },
    formMessagesHook,
  );
}
