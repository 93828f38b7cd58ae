import { jsonRequestInit, requestJson, type ApiFetch } from "../client";
import type { AddAreasBody, AreaTerms, SlotBody, WarehouseBody } from "../schemas/console/delivery";

const warehousePath = (id: number) => `/api/console/warehouses/${id}`;

export const fetchConsoleWarehouses = (api: ApiFetch) => requestJson(api, "/api/console/warehouses", "consoleWarehouseList");

export const fetchConsoleWarehouse = (api: ApiFetch, id: number) => requestJson(api, warehousePath(id), "consoleWarehouse");

export const saveConsoleWarehouse = (api: ApiFetch, id: number | null, body: WarehouseBody) =>
  requestJson(api, id === null ? "/api/console/warehouses" : warehousePath(id), "consoleWarehouseSaved", jsonRequestInit(body, id === null ? "POST" : "PUT"));

export const addConsoleDeliveryAreas = (api: ApiFetch, warehouseId: number, body: AddAreasBody) =>
  requestJson(api, `${warehousePath(warehouseId)}/areas`, "consoleDeliveryAreasAdded", jsonRequestInit(body));

export const updateConsoleDeliveryArea = (api: ApiFetch, warehouseId: number, areaId: number, body: AreaTerms) =>
  requestJson(api, `${warehousePath(warehouseId)}/areas/${areaId}`, "consoleWarehouseSaved", jsonRequestInit(body, "PUT"));

export const removeConsoleDeliveryArea = (api: ApiFetch, warehouseId: number, areaId: number) =>
  requestJson(api, `${warehousePath(warehouseId)}/areas/${areaId}`, "consoleWarehouseSaved", { method: "DELETE" });

export const saveConsoleDeliverySlot = (api: ApiFetch, warehouseId: number, slotId: number | null, body: SlotBody) =>
  requestJson(
    api,
    slotId === null ? `${warehousePath(warehouseId)}/slots` : `${warehousePath(warehouseId)}/slots/${slotId}`,
    "consoleWarehouseSaved",
    jsonRequestInit(body, slotId === null ? "POST" : "PUT"),
  );
