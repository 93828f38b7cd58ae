import { jsonRequestInit, queryString, requestJson, type ApiFetch } from "../client";
import { photoUploadInit } from "./photo-upload";
import type { ConsolePackBody, ConsoleProductBody, ConsoleProductCreate } from "../schemas/console/products";

export type ProductListParams = Partial<Record<"q" | "category" | "brand" | "supplier" | "active" | "stock" | "sort" | "page", string>>;

export const fetchConsoleProducts = (api: ApiFetch, params: ProductListParams) =>
  requestJson(api, `/api/console/products${queryString(params)}`, "consoleProductList");

export const fetchConsoleProduct = (api: ApiFetch, id: number) => requestJson(api, `/api/console/products/${id}`, "consoleProduct");

export const fetchCatalogueOptions = (api: ApiFetch) => requestJson(api, "/api/console/catalogue/options", "consoleCatalogueOptions");

export const createConsoleProduct = (api: ApiFetch, body: ConsoleProductCreate) =>
  requestJson(api, "/api/console/products", "consoleProductSaved", jsonRequestInit(body));

export const updateConsoleProduct = (api: ApiFetch, id: number, body: Partial<ConsoleProductBody>) =>
  requestJson(api, `/api/console/products/${id}`, "consoleProductSaved", jsonRequestInit(body, "PATCH"));

export const updateConsolePack = (api: ApiFetch, id: number, body: ConsolePackBody) =>
  requestJson(api, `/api/console/packs/${id}`, "consoleProductSaved", jsonRequestInit(body, "PATCH"));

export const setConsoleStock = (api: ApiFetch, id: number, quantity: number) =>
  requestJson(api, `/api/console/packs/${id}/stock`, "consoleProductSaved", jsonRequestInit({ quantity }, "PUT"));

export const addConsoleProductPhoto = (api: ApiFetch, id: number, photo: File) => requestJson(api, `/api/console/products/${id}/photos`, "consoleProductSaved", photoUploadInit(photo));

/** Gives a pack its own photo, replacing the one it had. */
export const setConsolePackPhoto = (api: ApiFetch, packId: number, photo: File) => requestJson(api, `/api/console/packs/${packId}/photo`, "consoleProductSaved", photoUploadInit(photo));
