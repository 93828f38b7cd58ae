import { jsonRequestInit, queryString, requestJson, type ApiFetch } from "../client";
import type { OrderStepBody } from "../schemas/console/orders";
import type { CancelOrderBody } from "../schemas/orders";

/** The list's query as the page's URL carries it (empty filters left out). */
export const fetchConsoleOrders = (api: ApiFetch, query: Record<string, string>) => requestJson(api, `/api/console/orders${queryString(query)}`, "consoleOrderList");

export const fetchConsoleOrder = (api: ApiFetch, id: number) => requestJson(api, `/api/console/orders/${id}`, "consoleOrderDetail");

export const moveConsoleOrder = (api: ApiFetch, id: number, body: OrderStepBody) => requestJson(api, `/api/console/orders/${id}/status`, "consoleOrderChanged", jsonRequestInit(body));

export const cancelConsoleOrder = (api: ApiFetch, id: number, body: CancelOrderBody) => requestJson(api, `/api/console/orders/${id}/cancel`, "consoleOrderChanged", jsonRequestInit(body));
