import { requestJson, type ApiFetch } from "../client";

export const fetchConsoleContext = (api: ApiFetch) => requestJson(api, "/api/console/context", "consoleContext");
