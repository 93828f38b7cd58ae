import { requestJson, type ApiFetch } from "../client";

export const fetchConsoleDashboard = (api: ApiFetch) => requestJson(api, "/api/console/dashboard", "consoleDashboard");
