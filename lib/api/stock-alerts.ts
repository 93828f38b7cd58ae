import { z } from "zod";
import { jsonRequestInit, requestJson, type ApiFetch } from "./client";
import { messageSchema } from "./schemas/account";

const STOCK_ALERTS_PATH = "/api/account/stock-alerts";

const stockAlertListSchema = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      pack_id: z.number(),
      product_name: z.string(),
      pack_name: z.string(),
      slug: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type StockAlert = z.infer<typeof stockAlertListSchema>["data"][number];

/** The signed-in shopper asks to be told when this out-of-stock pack returns. */
export const requestStockAlert = (api: ApiFetch, packId: number) => requestJson(api, STOCK_ALERTS_PATH, messageSchema, jsonRequestInit({ pack_id: packId }));

/** The shopper's open requests, newest first. */
export const fetchStockAlerts = async (api: ApiFetch): Promise<StockAlert[]> => (await requestJson(api, STOCK_ALERTS_PATH, stockAlertListSchema)).data;
