import { jsonRequestInit, requestJson, type ApiFetch } from "./client";
import type { ManagedWebsite, WebsiteCreateBody } from "./schemas/website-admin";

export const fetchManagedWebsites = async (api: ApiFetch): Promise<ManagedWebsite[]> =>
  (await requestJson(api, "/api/websites", "managedWebsiteList")).data;

export const createManagedWebsite = (api: ApiFetch, body: WebsiteCreateBody) =>
  requestJson(api, "/api/websites", "websiteSaved", jsonRequestInit(body));

export const switchWebsite = (api: ApiFetch, id: number) =>
  requestJson(api, `/api/websites/${id}/switch`, "websiteSaved", { method: "POST" });

/** Ends a superadmin's switch: the session works on the website of the address it signed in at. */
export const switchBackToOwnWebsite = (api: ApiFetch) => requestJson(api, "/api/websites/switch", "websiteSaved", { method: "DELETE" });
