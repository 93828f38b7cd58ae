import { createRoute } from "@hono/zod-openapi";
import { refuse, type RefusalOf, type RefusalTable } from "@/backend/http/refusals";
import type { StoreApp } from "@/backend/http/router";
import { formMessagesHook } from "@/backend/http/validation";
import { idParamSchema } from "@/backend/schemas/account";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "@/backend/schemas/common";
import { consoleRoleResponses, consoleAccess } from "@/backend/schemas/console/common";
import { addAreasBodyWireSchema, areaParamSchema, areasAddedWireSchema, areaTermsWireSchema, warehouseSavedWireSchema } from "@/backend/schemas/console/delivery";
import { addDeliveryAreas, removeDeliveryArea, updateDeliveryArea } from "@/backend/services/console/delivery/areas";
import { CONSOLE_DELIVERY_MESSAGES } from "@/lib/api/schemas/console/delivery";
import { invalidPincodeMessage } from "@/lib/api/schemas/console/pincode-list";
import { consoleActor } from "./console-actor";

const missing = errorResponse("No such warehouse on this website, or no such pincode in its areas");
const saved = jsonResponse(warehouseSavedWireSchema, "The warehouse as it now stands, with a message to show");

const addRoute = createRoute({
  method: "post",
  path: "/api/console/warehouses/{id}/areas",
  ...consoleAccess,
  summary: "Add pincodes to a warehouse's delivery areas, pasted or from a CSV file, all on the same terms",
  description:
    "pincodes: one a line, comma separated, or a CSV file's text (a first cell \"pincode\" is a header). Any entry that is not a 6-digit pincode refuses the whole list, with one message per bad entry and its line. Pincodes given twice or already served are left as they are and listed in duplicates. Amounts are rupees; cod_limit null is no limit.",
  request: { params: idParamSchema, ...jsonBody(addAreasBodyWireSchema) },
  responses: { 200: jsonResponse(areasAddedWireSchema, "What was added and what was already there"), ...errorResponses, ...consoleRoleResponses, 404: missing },
});

const updateRoute = createRoute({
  method: "put",
  path: "/api/console/warehouses/{id}/areas/{areaId}",
  ...consoleAccess,
  summary: "Change one pincode's delivery charge, free-delivery threshold, cash on delivery and its limit, or stop delivering there",
  description: "The cart and checkout apply the new terms from the next request (cash on delivery is left out, with its reason, where the area refuses it).",
  request: { params: areaParamSchema, ...jsonBody(areaTermsWireSchema) },
  responses: { 200: saved, ...errorResponses, ...consoleRoleResponses, 404: missing },
});

const removeRoute = createRoute({
  method: "delete",
  path: "/api/console/warehouses/{id}/areas/{areaId}",
  ...consoleAccess,
  summary: "Stop a warehouse delivering to one pincode",
  request: { params: areaParamSchema },
  responses: { 200: saved, ...errorResponses, ...consoleRoleResponses, 404: missing },
});

const addRefusals: RefusalTable<RefusalOf<Awaited<ReturnType<typeof addDeliveryAreas>>>> = {
  unknownWarehouse: { status: 404, message: CONSOLE_DELIVERY_MESSAGES.warehouseNotFound },
  noPincodes: { status: 400, message: CONSOLE_DELIVERY_MESSAGES.noPincodes },
  invalidPincodes: { status: 400, message: (refusal) => refusal.invalid.map(invalidPincodeMessage).join("\n") },
};

const areaRefusals: RefusalTable<RefusalOf<Awaited<ReturnType<typeof updateDeliveryArea>>>> = {
  unknownWarehouse: { status: 404, message: CONSOLE_DELIVERY_MESSAGES.warehouseNotFound },
  unknownArea: { status: 404, message: CONSOLE_DELIVERY_MESSAGES.areaNotFound },
};

const addedMessage = (added: string[], duplicates: string[]) => {
  if (added.length === 0) return CONSOLE_DELIVERY_MESSAGES.nothingNew;
  const left = duplicates.length === 0 ? "" : `; left as they were: ${[...new Set(duplicates)].join(", ")}`;
  return `Added ${added.length} pincode${added.length === 1 ? "" : "s"}${left}`;
};

export function registerConsoleDeliveryAreaRoutes(app: StoreApp) {
  app.openapi(
    addRoute,
    async (c) => {
      const outcome = await addDeliveryAreas(c.get("db"), consoleActor(c), c.req.valid("param").id, c.req.valid("json"));
      if (!outcome.ok) refuse(addRefusals, outcome);
      const { warehouse, added, duplicates } = outcome;
      return c.json({ warehouse, added, duplicates, message: addedMessage(added, duplicates) }, 200);
    },
    formMessagesHook,
  );

  app.openapi(
    updateRoute,
    async (c) => {
      const { id, areaId } = c.req.valid("param");
      const outcome = await updateDeliveryArea(c.get("db"), consoleActor(c), id, areaId, c.req.valid("json"));
      if (!outcome.ok) refuse(areaRefusals, outcome);
      return c.json({ warehouse: outcome.warehouse, message: CONSOLE_DELIVERY_MESSAGES.areaSaved }, 200);
    },
    formMessagesHook,
  );

  app.openapi(removeRoute, async (c) => {
    const { id, areaId } = c.req.valid("param");
    const outcome = await removeDeliveryArea(c.get("db"), consoleActor(c), id, areaId);
    if (!outcome.ok) refuse(areaRefusals, outcome);
    return c.json({ warehouse: outcome.warehouse, message: CONSOLE_DELIVERY_MESSAGES.areaRemoved }, 200);
  });
}
