import { z } from "zod";
import { PRODUCT_SORTS } from "../contract/catalogue";
import { NET_UNITS } from "./net-unit";
import { optionalText } from "./primitives";
import { stockStatusSchema } from "./stock";
export * from "../contract/catalogue";

export const categorySchema = z.object({
  name: z.string(),
  slug: z.string(),
  avatar: optionalText,
  get children(): z.ZodDefault<z.ZodArray<typeof categorySchema>> {
    return z.array(categorySchema).default([]);
  },
});
export type Category = z.infer<typeof categorySchema>;

export const brandSchema = z.object({
  name: z.string(),
  slug: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

export const supplierSchema = z.object({
  name: z.string(),
  slug: z.string(),
  link: optionalText,
  avatar: optionalText,
  image: optionalText,
});
export type Supplier = z.infer<typeof supplierSchema>;

export const packSchema = z.object({
  pack_id: z.number(),
  pack_name: z.string(),
  price: z.number(),
  act_price: z.number(),
  discount: z.number(),
  warehouse_id: z.number(),
  discount_type: z.string().nullable(),
  /** The pack's own photo; null when the product's images stand for it. */
  image: z.string().nullable().default(null),
  /** Declared net quantity and the rupees per kg, litre or piece it gives; null when the pack declares none. */
  net_quantity: z.number().positive().nullable().default(null),
  net_unit: z.enum(NET_UNITS).nullable().default(null),
  unit_price: z.number().nonnegative().nullable().default(null),
  /** The pack's barcode number (GS1 GTIN), for search engines; null when none is known. */
  gtin: z.string().nullable().default(null),
  /** A commerce API that keeps no stock says nothing: every pack is then in stock. */
  in_stock: z.boolean().default(true),
  stock_status: stockStatusSchema.default("in_stock"),
  stock_left: z.number().int().nullable().default(null),
});
export type Pack = z.infer<typeof packSchema>;

const mediaSchema = z.object({ src: z.string() });

export const productSchema = z
  .object({
    product_id: z.number(),
    product_name: z.string(),
    product_description: z.string().nullish(),
    product_info: z.string().nullish(),
    brand_name: optionalText,
    slug: z.string(),
    brand_slug: optionalText,
    wishlist: z.boolean().nullable().default(false),
    medias: z.array(mediaSchema).default([]),
    image: z.string().nullish(),
    packs: z.array(packSchema).default([]),
    category_name: z.string().nullish(),
    category_slug: z.string().nullish(),
    /** Search results only: the pack of the size the search named ("atta 5 kg"). */
    matched_pack_id: z.number().optional(),
  })
  .transform((product) => ({ ...product, image: product.image || product.medias[0]?.src || "" }));
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.object({
  data: z.array(productSchema),
  meta: z.object({
    total: z.number(),
    page: z.number().optional(),
    perPage: z.number().optional(),
  }),
});
export type ProductList = z.infer<typeof productListSchema>;

export const productQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  c: z.string().optional(),
  b: z.string().optional(),
  s: z.string().optional(),
  sort: z.enum(PRODUCT_SORTS).optional(),
  /** "1" hides products with no pack in stock. */
  in_stock: z.literal("1").optional(),
  /** "1" lists only products with a pack priced below its MRP. */
  on_offer: z.literal("1").optional(),
  page: z.coerce.number().int().min(1).optional(),
  perPage: z.coerce.number().int().min(1).max(100).optional(),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;
