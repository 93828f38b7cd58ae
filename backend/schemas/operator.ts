import { z } from "@hono/zod-openapi";
import { NET_UNITS } from "@/lib/api/schemas/net-unit";
import { GTIN_MESSAGE, isValidGtin } from "@/lib/validation/gtin";
import { netQuantityWireFields } from "./catalogue";

const rupees = (description: string) =>
  z
    .number()
    .positive()
    .max(10_000_000)
    .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: "At most two decimals (paise)",
    })
    .openapi({ description, example: 64.5 });

export const NET_QUANTITY_MESSAGES = {
  unit: `Must be one of ${NET_UNITS.join(", ")}`,
  decimals: "At most three decimals",
  together: "Send net_quantity and net_unit together (both null to clear them)",
  wholePieces: "A count of pieces is a whole number",
} as const;

const thousandths = (value: number) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;

export const packChangeWireSchema = z
  .strictObject({
    price: rupees("Selling price in rupees").optional(),
    act_price: rupees("MRP in rupees; not below the price").optional(),
    net_quantity: z
      .number()
      .positive()
      .max(1_000_000)
      .refine(thousandths, { message: NET_QUANTITY_MESSAGES.decimals })
      .nullable()
      .optional()
      .openapi({ description: "Declared net quantity in net_unit; the unit price is derived from it", example: 500 }),
    net_unit: z
      .enum(NET_UNITS, { message: NET_QUANTITY_MESSAGES.unit })
      .nullable()
      .optional()
      .openapi({ description: "Unit prices are quoted per kg for g and kg, per litre for ml and l, per piece for pieces", example: "g" }),
    gtin: z
      .string()
      .refine(isValidGtin, { message: GTIN_MESSAGE })
      .nullable()
      .optional()
      .openapi({ description: "The pack's GS1 GTIN (barcode number): 8, 12, 13 or 14 digits with a valid check digit; null clears it", example: "8901030865275" }),
  })
  .superRefine((change, context) => {
    if ((change.net_quantity === undefined) !== (change.net_unit === undefined) || (change.net_quantity === null) !== (change.net_unit === null)) {
      context.addIssue({ code: "custom", path: ["net_quantity"], message: NET_QUANTITY_MESSAGES.together });
    } else if (change.net_unit === "piece" && !Number.isInteger(change.net_quantity)) {
      context.addIssue({ code: "custom", path: ["net_quantity"], message: NET_QUANTITY_MESSAGES.wholePieces });
    }
  })
  .openapi("OperatorPackChange");

export const packSavedWireSchema = z
  .object({
    pack_id: z.number().int(),
    product_id: z.number().int(),
    price: z.number(),
    act_price: z.number(),
    discount: z.number().int().openapi({ description: "Percent off the MRP, rounded" }),
    ...netQuantityWireFields,
    gtin: z.string().nullable(),
  })
  .openapi("OperatorPack");
export type PackSavedWire = z.infer<typeof packSavedWireSchema>;

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
export type ProductSavedWire = z.infer<typeof productSavedWireSchema>;
