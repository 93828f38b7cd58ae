import { z } from "@hono/zod-openapi";
import { STOCK_STATUSES } from "@/lib/api/schemas/stock";

export const stockSetWireSchema = z
  .strictObject({
    quantity: z
      .number({ error: "quantity must be a whole number from 0 to 1000000" })
      .int({ error: "quantity must be a whole number from 0 to 1000000" })
      .min(0, { error: "quantity must be a whole number from 0 to 1000000" })
      .max(1_000_000, { error: "quantity must be a whole number from 0 to 1000000" })
      .openapi({ description: "Units on the warehouse's shelf", example: 24 }),
    warehouse_id: z.number().int().positive().optional().openapi({ description: "Default: the warehouse that sells the pack" }),
  })
  .openapi("OperatorStockChange");

export const stockSavedWireSchema = z
  .object({
    pack_id: z.number().int(),
    product_id: z.number().int(),
    warehouse_id: z.number().int(),
    quantity: z.number().int(),
    stock_status: z.enum(STOCK_STATUSES),
    alerts_sent: z.number().int().openapi({ description: "Back-in-stock messages sent because of this change" }),
  })
  .openapi("OperatorStock");

export const stockAlertBodyWireSchema = z.strictObject({ pack_id: z.number().int().positive() }).openapi("StockAlertRequest");

export const stockAlertListWireSchema = z
  .object({
    data: z.array(
      z.object({
        id: z.number().int(),
        pack_id: z.number().int(),
        product_name: z.string(),
        pack_name: z.string(),
        slug: z.string(),
        created_at: z.string(),
      }),
    ),
  })
  .openapi("StockAlertList");
