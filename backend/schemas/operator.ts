import { z } from "@hono/zod-openapi";

const rupees = (description: string) =>
  z
    .number()
    .positive()
    .max(10_000_000)
    .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: "At most two decimals (paise)",
    })
    .openapi({ description, example: 64.5 });

export const packChangeWireSchema = z
  .strictObject({
    price: rupees("Selling price in rupees").optional(),
    act_price: rupees("MRP in rupees; not below the price").optional(),
  })
  .openapi("OperatorPackChange");

export const packSavedWireSchema = z
  .object({
    pack_id: z.number().int(),
    product_id: z.number().int(),
    price: z.number(),
    act_price: z.number(),
    discount: z.number().int().openapi({ description: "Percent off the MRP, rounded" }),
  })
  .openapi("OperatorPack");

export const productChangeWireSchema = z
  .strictObject({
    product_name: z.string().trim().min(1).max(200).optional(),
    product_description: z.string().max(20_000).nullable().optional().openapi({ description: "HTML; the storefront sanitises it when it renders" }),
    active: z.boolean().optional().openapi({ description: "false hides the product from lists, search and its page" }),
  })
  .openapi("OperatorProductChange");

export const productSavedWireSchema = z
  .object({
    product_id: z.number().int(),
    product_name: z.string(),
    slug: z.string(),
    product_description: z.string().nullable(),
    active: z.boolean(),
  })
  .openapi("OperatorProduct");
