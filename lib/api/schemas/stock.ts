import { z } from "zod";
import { STOCK_STATUSES } from "../contract/stock";
export * from "../contract/stock";

export const stockStatusSchema = z.enum(STOCK_STATUSES);

/** The signed-in shopper's open back-in-stock requests. */
export const stockAlertListSchema = z.object({
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
