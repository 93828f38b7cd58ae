import { queryString, requestJson, type ApiFetch } from "./client";
import type { AgentDashboardQuery } from "./schemas/agent";

export const fetchAgentDashboard = (api: ApiFetch, query: AgentDashboardQuery = {}) =>
  requestJson(api, `/api/agent/dashboard${queryString(query)}`, "agentDashboard");

export const fetchAgentCustomerOrder = (api: ApiFetch, id: number) => requestJson(api, `/api/agent/orders/${id}`, "orderDetail");
