import { jsonRequestInit, requestJson, type ApiFetch } from "./client";
import type { StockAlert } from "./schemas/stock";

const STOCK_ALERTS_PATH = "/api/account/stock-alerts";

/** The signed-in shopper asks to be told when this out-of-stock pack returns. */
export const requestStockAlert = (api: ApiFetch, packId: number) => requestJson(api, STOCK_ALERTS_PATH, "message", jsonRequestInit({ pack_id: packId }));

/** The shopper's open requests, newest first. */
export const fetchStockAlerts = async (api: ApiFetch): Promise<StockAlert[]> => (await requestJson(api, STOCK_ALERTS_PATH, "stockAlertList")).data;
