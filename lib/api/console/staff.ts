import { jsonRequestInit, requestJson, type ApiFetch } from "../client";
import type { StaffInvite } from "../schemas/console/staff";

export const fetchConsoleStaff = (api: ApiFetch) => requestJson(api, "/api/console/staff", "consoleStaffList");

export const inviteConsoleStaff = (api: ApiFetch, body: StaffInvite) => requestJson(api, "/api/console/staff", "consoleStaffSaved", jsonRequestInit(body));

export const removeConsoleStaff = (api: ApiFetch, userId: number) => requestJson(api, `/api/console/staff/${userId}`, "consoleStaffRemoved", { method: "DELETE" });
