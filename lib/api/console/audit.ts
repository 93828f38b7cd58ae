import { queryString, requestJson, type ApiFetch } from "../client";

export type AuditFilterParams = Partial<Record<"actor" | "entity" | "action" | "from" | "to" | "page", string>>;

export const fetchAuditLog = (api: ApiFetch, filters: AuditFilterParams) => requestJson(api, `/api/console/audit${queryString(filters)}`, "consoleAuditLog");
