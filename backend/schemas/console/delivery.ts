import { z } from "@hono/zod-openapi";
import {
  addAreasBodySchema,
  areasAddedSchema,
  areaTermsSchema,
  slotBodySchema,
  warehouseBodySchema,
  warehouseDetailSchema,
  warehouseListSchema,
  warehouseSavedSchema,
} from "@/lib/api/schemas/console/delivery";

// clone(): the storefront may create the shared schemas before @hono/zod-openapi adds .openapi() to new instances.
export const warehouseListWireSchema = warehouseListSchema.clone().openapi("ConsoleWarehouseList");
export const warehouseDetailWireSchema = warehouseDetailSchema.clone().openapi("ConsoleWarehouse");
export const warehouseSavedWireSchema = warehouseSavedSchema.clone().openapi("ConsoleWarehouseSaved");
export const areasAddedWireSchema = areasAddedSchema.clone().openapi("ConsoleDeliveryAreasAdded");
export const warehouseBodyWireSchema = warehouseBodySchema.clone().openapi("ConsoleWarehouseBody", { example: { name: "Indiranagar store", city: "Bengaluru", active: true } });
export const areaTermsWireSchema = areaTermsSchema.clone().openapi("ConsoleDeliveryAreaTerms", {
  example: { delivery_charge: 40, free_delivery_above: 499, cod_enabled: true, cod_limit: 2000, active: true },
});
export const addAreasBodyWireSchema = addAreasBodySchema.clone().openapi("ConsoleAddDeliveryAreas", {
  example: { pincodes: "560101\n560102, 560103", delivery_charge: 40, free_delivery_above: 499, cod_enabled: true, cod_limit: null, active: true },
});
export const slotBodyWireSchema = slotBodySchema.clone().openapi("ConsoleDeliverySlotBody", { example: { start_time: "09:00", end_time: "12:00", cutoff_minutes: 60, active: true } });

const pathId = (name: string) => z.coerce.number().int().positive().openapi({ param: { name, in: "path" }, example: 1 });
export const areaParamSchema = z.object({ id: pathId("id"), areaId: pathId("areaId") });
export const slotParamSchema = z.object({ id: pathId("id"), slotId: pathId("slotId") });
