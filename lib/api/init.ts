import { requestJson, type ApiFetch } from "./client";
import type { InitResponse } from "./schemas";

/** The one-time load of site data; failure answers false. */
export async function fetchInit(api: ApiFetch): Promise<InitResponse | false> {
  try {
    return await requestJson(api, "/api/init", "init");
  } catch (error) {
    console.error("Init failed", error);
    return false;
  }
}
