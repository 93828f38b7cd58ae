import { createRoute } from "@hono/zod-openapi";
import { refuse, type RefusalOf, type RefusalTable } from "@/backend/http/refusals";
import type { StoreApp } from "@/backend/http/router";
import { formMessagesHook } from "@/backend/http/validation";
import { idParamSchema } from "@/backend/schemas/account";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "@/backend/schemas/common";
import { consoleRoleResponses, consoleAccess } from "@/backend/schemas/console/common";
import { slotBodyWireSchema, slotParamSchema, warehouseSavedWireSchema } from "@/backend/schemas/console/delivery";
import { saveDeliverySlot } from "@/backend/services/console/delivery/save-slot";
import { CONSOLE_DELIVERY_MESSAGES } from "@/lib/api/schemas/console/delivery";
import { consoleActor } from "./console-actor";

const missing = errorResponse("No such warehouse on this website, or no such slot in it");
const answers = {
  200: jsonResponse(warehouseSavedWireSchema, "The warehouse with its slots as they now stand, with a message to show"),
  ...errorResponses,
  ...consoleRoleResponses,
  404: missing,
};

const createSlotRoute = createRoute({
  method: "post",
  path: "/api/console/warehouses/{id}/slots",
  ...consoleAccess,
  summary: "Add a daily delivery slot to a warehouse",
  description: "Times are HH:MM in Indian time; an order placed cutoff_minutes before the start gets the slot the same day.",
  request: { params: idParamSchema, ...jsonBody(slotBodyWireSchema) },
  responses: answers,
});

const updateSlotRoute = createRoute({
  method: "put",
  path: "/api/console/warehouses/{id}/slots/{slotId}",
  ...consoleAccess,
  summary: "Change a delivery slot; active false stops offering it (a slot is never deleted)",
  request: { params: slotParamSchema, ...jsonBody(slotBodyWireSchema) },
  responses: answers,
});

const refusals: RefusalTable<RefusalOf<Awaited<ReturnType<typeof saveDeliverySlot>>>> = {
  unknownWarehouse: { status: 404, message: CONSOLE_DELIVERY_MESSAGES.warehouseNotFound },
  unknownSlot: { status: 404, message: CONSOLE_DELIVERY_MESSAGES.slotNotFound },
};

export function registerConsoleDeliverySlotRoutes(app: StoreApp) {
  app.openapi(
    createSlotRoute,
    async (c) => {
      const outcome = await saveDeliverySlot(c.get("db"), consoleActor(c), c.req.valid("param").id, null, c.req.valid("json"));
      if (!outcome.ok) refuse(refusals, outcome);
      return c.json({ warehouse: outcome.warehouse, message: CONSOLE_DELIVERY_MESSAGES.slotCreated }, 200);
    },
    formMessagesHook,
  );

  app.openapi(
    updateSlotRoute,
    async (c) => {
      const { id, slotId } = c.req.valid("param");
      const outcome = await saveDeliverySlot(c.get("db"), consoleActor(c), id, slotId, c.req.valid("json"));
      if (!outcome.ok) refuse(refusals, outcome);
      return c.json({ warehouse: outcome.warehouse, message: CONSOLE_DELIVERY_MESSAGES.slotSaved }, 200);
    },
    formMessagesHook,
  );
}
