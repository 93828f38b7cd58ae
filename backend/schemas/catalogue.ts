import { z } from "@hono/zod-openapi";
import { PRODUCT_SORTS } from "@/lib/api/schemas/catalogue";
import { LOW_STOCK_AT, STOCK_STATUSES } from "@/lib/api/schemas/stock";
import { NET_UNITS } from "@/lib/api/schemas/net-unit";
import { languageField } from "./language";

export interface CategoryWire {
  name: string;
  slug: string;
  avatar: string | null;
  children: CategoryWire[];
}

export const categoryWireSchema: z.ZodType<CategoryWire> = z
  .object({
    name: z.string(),
    slug: z.string(),
    avatar: z.string().nullable().openapi({ description: "Media path relative to /media" }),
    get children() {
      return z.array(categoryWireSchema);
    },
  })
  .openapi("Category");

export const brandWireSchema = z.object({ name: z.string(), slug: z.string() }).openapi("Brand");

/** A pack's declared net quantity and the unit sale price derived from it; all null when it declares none. */
export const netQuantityWireFields = {
  net_quantity: z.number().positive().nullable().openapi({ description: "Declared net quantity, in net_unit", example: 500 }),
  net_unit: z.enum(NET_UNITS).nullable().openapi({ example: "g" }),
  unit_price: z.number().nullable().openapi({
    description: "Rupees per kg (g, kg), per litre (ml, l) or per piece, rounded to the paisa; null without a net quantity",
    example: 138,
  }),
};

const packWireSchema = z
  .object({
    pack_id: z.number().int(),
    pack_name: z.string(),
    price: z.number().openapi({ description: "Rupees", example: 123.5 }),
    act_price: z.number().openapi({ description: "Rupees before discount", example: 135 }),
    discount: z.number().int().openapi({ description: "Percent off act_price, rounded" }),
    warehouse_id: z.number().int(),
    discount_type: z.string().nullable().openapi({ example: "percent" }),
    image: z.string().nullable().openapi({ description: "The pack's own photo (media path); null when the product's images stand for it" }),
    ...netQuantityWireFields,
    gtin: z.string().nullable().openapi({ description: "The pack's GS1 GTIN (barcode number), when the operator has given one", example: "8901030865275" }),
    in_stock: z.boolean().openapi({ description: "False when the pack's warehouse has none left; it cannot be added to a cart or ordered" }),
    stock_status: z.enum(STOCK_STATUSES).openapi({ description: `in_stock, low_stock (${LOW_STOCK_AT} or fewer left) or out_of_stock; exact quantities are not published` }),
    stock_left: z.number().int().nullable().openapi({ description: "Units left when low_stock (for \"Only N left\"), else null" }),
  })
  .openapi("Pack");

export const productWireSchema = z
  .object({
    product_id: z.number().int(),
    product_name: z.string(),
    product_description: z.string().nullable(),
    product_info: z.string().nullable(),
    brand_name: z.string().nullable(),
    slug: z.string(),
    brand_slug: z.string().nullable(),
    wishlist: z.boolean(),
    medias: z.array(z.object({ src: z.string() })),
    image: z.string().openapi({ description: "The first media src, or empty" }),
    packs: z.array(packWireSchema),
    category_name: z.string().nullable(),
    category_slug: z.string().nullable(),
    matched_pack_id: z
      .number()
      .int()
      .optional()
      .openapi({ description: "Search results only: the pack of the size the search named (\"atta 5 kg\"), which the product's card shows and opens" }),
  })
  .openapi("Product");
export type ProductWire = z.infer<typeof productWireSchema>;

export const productListWireSchema = z
  .object({
    data: z.array(productWireSchema),
    meta: z.object({ total: z.number().int(), page: z.number().int(), perPage: z.number().int() }),
  })
  .openapi("ProductList");

const wholeNumber = (field: string, max?: number) => {
  const message = max ? `${field} must be a whole number from 1 to ${max}` : `${field} must be a whole number of 1 or more`;
  const base = z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message });
  return (max ? base.max(max, { error: message }) : base).optional();
};

/** At most this many ids in one `ids` filter (a page holds up to 100 products). */
const MAX_PRODUCT_IDS = 100;
const idsMessage = `ids must be up to ${MAX_PRODUCT_IDS} product ids (whole numbers) separated by commas`;

export const productQueryWireSchema = z.object({
  q: z.string().max(200, { error: "q must be at most 200 characters" }).optional().openapi({
    description: "Search text over name, brand and description; each word also matches as a prefix, so bas finds Basmati",
  }),
  c: z.string().optional().openapi({ description: "Comma-separated category slugs, sub-categories included" }),
  b: z.string().optional().openapi({ description: "Comma-separated brand slugs" }),
  s: z.string().optional().openapi({ description: "Comma-separated supplier slugs" }),
  ids: z
    .string()
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, { error: idsMessage })
    .transform((value) => [...new Set(value.split(",").map(Number))])
    .refine((ids) => ids.length <= MAX_PRODUCT_IDS, { error: idsMessage })
    .optional()
    .openapi({
      type: "string",
      description: `Comma-separated product ids (at most ${MAX_PRODUCT_IDS}): only these products, those no longer sold left out (for a shopper's recently viewed products)`,
      example: "12,7,31",
    }),
  sort: z
    .enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(", ")}` })
    .optional()
    .openapi({ description: "relevance (default with q; else best sellers first), price_asc, price_desc, discount (largest saving on MRP first, in percent), name, newest" }),
  in_stock: z
    .literal("1", { error: "in_stock must be 1 (or left out)" })
    .optional()
    .openapi({ description: "1 hides products with no pack in stock; without it they are listed after the others" }),
  on_offer: z
    .literal("1", { error: "on_offer must be 1 (or left out)" })
    .optional()
    .openapi({ description: "1 lists only products with a pack priced below its MRP" }),
  lang: languageField,
  page: wholeNumber("page").openapi({ description: "Default 1" }),
  perPage: wholeNumber("perPage", 100).openapi({ description: "Default 24, at most 100" }),
});
