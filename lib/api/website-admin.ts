import { jsonRequestInit, requestJson, type ApiFetch } from "./client";
import { managedWebsiteListSchema, websiteSavedSchema, type ManagedWebsite, type WebsiteCreateBody } from "./schemas/website-admin";

export const fetchManagedWebsites = async (api: ApiFetch): Promise<ManagedWebsite[]> =>
  (await requestJson(api, "/api/websites", managedWebsiteListSchema)).data;

export const createManagedWebsite = (api: ApiFetch, body: WebsiteCreateBody) =>
  requestJson(api, "/api/websites", websiteSavedSchema, jsonRequestInit(body));

export const switchWebsite = (api: ApiFetch, id: number) =>
  requestJson(api, `/api/websites/${id}/switch`, websiteSavedSchema, { method: "POST" });
