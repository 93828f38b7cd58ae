import { z } from "zod";
import { pagedListSchema } from "./paged-list";
import { GTIN_MESSAGE, isValidGtin } from "@/lib/validation/gtin";
import { NET_UNITS } from "../net-unit";
import { STOCK_STATUSES } from "../../contract/stock";

const CONSOLE_PRODUCTS_PER_PAGE = 25;
export const GST_RATES = [0, 5, 12, 18] as const;
export const CONSOLE_PRODUCT_SORTS = ["name", "-name", "updated", "-updated"] as const;

const id = z.coerce.number().int().positive();
const rupees = z
  .number({ message: "Enter an amount in rupees" })
  .positive("Enter an amount above zero")
  .max(10_000_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "At most two decimals (paise)");

/** The products list's state, as the console keeps it in the page address. */
export const consoleProductQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  category: id.optional(),
  brand: id.optional(),
  supplier: id.optional(),
  active: z.enum(["1", "0"]).optional(),
  stock: z.enum(STOCK_STATUSES).optional(),
  sort: z.enum(CONSOLE_PRODUCT_SORTS).default("-updated"),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(CONSOLE_PRODUCTS_PER_PAGE),
});

const consolePackSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  act_price: z.number(),
  net_quantity: z.number().nullable(),
  net_unit: z.enum(NET_UNITS).nullable(),
  gtin: z.string().nullable(),
  image: z.string().nullable(),
  active: z.boolean(),
  stock: z.number(),
  stock_status: z.enum(STOCK_STATUSES),
});

const consoleProductRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  active: z.boolean(),
  category_name: z.string().nullable(),
  brand_name: z.string().nullable(),
  supplier_name: z.string().nullable(),
  updated_at: z.string().nullable(),
  packs: z.array(consolePackSchema),
});
export type ConsoleProductRow = z.infer<typeof consoleProductRowSchema>;

export const consoleProductListSchema = pagedListSchema(consoleProductRowSchema);

const named = z.object({ id: z.number(), name: z.string() });
/** The choices of the product form and the list's filters. */
export const catalogueOptionsSchema = z.object({
  categories: z.array(named.extend({ parent_id: z.number().nullable() })),
  brands: z.array(named),
  suppliers: z.array(named),
  warehouses: z.array(named),
});
export type CatalogueOptions = z.infer<typeof catalogueOptionsSchema>;

/** A record's address in the storefront, as the console's forms send it; empty means "make it from the name". */
export const consoleSlugSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, "Use lower-case letters, digits and single hyphens")
  .optional();

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** A product's own fields, as the console's form sends them. */
export const consoleProductBodySchema = z.object({
  name: z.string().trim().min(1, "Enter the product's name").max(200),
  /** Generated from the name when empty; unique in the website. */
  slug: consoleSlugSchema,
  description: optionalText(20_000),
  category_id: id.nullable().optional(),
  brand_id: id.nullable().optional(),
  supplier_id: id.nullable().optional(),
  hsn_code: z
    .string()
    .trim()
    .regex(/^(\d{4}|\d{6}|\d{8})?$/, "An HSN code is 4, 6 or 8 digits")
    .nullable()
    .optional(),
  gst_rate: z.union(GST_RATES.map((rate) => z.literal(rate)) as [z.ZodLiteral<0>, z.ZodLiteral<5>, z.ZodLiteral<12>, z.ZodLiteral<18>], {
    message: "GST is 0, 5, 12 or 18 percent",
  }),
  active: z.boolean().default(true),
});
export type ConsoleProductBody = z.input<typeof consoleProductBodySchema>;

/** A pack of a product: its label, declared net quantity, MRP and price, barcode. */
export const consolePackBodySchema = z
  .object({
    name: z.string().trim().min(1, "Enter the pack's label, e.g. 1 kg").max(100),
    net_quantity: z.number().positive().max(1_000_000).nullable(),
    net_unit: z.enum(NET_UNITS).nullable(),
    act_price: rupees,
    price: rupees,
    gtin: z.string().trim().refine((value) => value === "" || isValidGtin(value), GTIN_MESSAGE).nullable().optional(),
    active: z.boolean().default(true),
  })
  .superRefine((pack, context) => {
    if ((pack.net_quantity === null) !== (pack.net_unit === null)) {
      context.addIssue({ code: "custom", path: ["net_quantity"], message: "Give the net quantity and its unit together" });
    }
    if (pack.price > pack.act_price) context.addIssue({ code: "custom", path: ["price"], message: "The price cannot be above the MRP" });
  });
export type ConsolePackBody = z.input<typeof consolePackBodySchema>;

/** A new product comes with its first packs and how many of each are on the shelf. */
export const consoleProductCreateSchema = consoleProductBodySchema.extend({
  packs: z.array(consolePackBodySchema.and(z.object({ stock: z.number().int().min(0).max(1_000_000).default(0) }))).min(1, "Add at least one pack").max(20),
});
export type ConsoleProductCreate = z.input<typeof consoleProductCreateSchema>;

export const consoleStockBodySchema = z.object({
  quantity: z.number({ message: "Enter a whole number of units" }).int("Enter a whole number of units").min(0, "Stock cannot go below zero").max(1_000_000),
  warehouse_id: id.optional(),
});

export const consoleProductDetailSchema = consoleProductRowSchema.extend({
  description: z.string().nullable(),
  category_id: z.number().nullable(),
  brand_id: z.number().nullable(),
  supplier_id: z.number().nullable(),
  hsn_code: z.string().nullable(),
  gst_rate: z.number(),
  images: z.array(z.string()),
});
export type ConsoleProductDetail = z.infer<typeof consoleProductDetailSchema>;

export const consoleProductSavedSchema = z.object({ product: consoleProductDetailSchema, message: z.string() });
