import { z } from "zod";
import { productSchema } from "./catalogue";

export { DEFAULT_WISHLIST_ID } from "../contract/wishlist";

const wishlistCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
});

/** The list just made, and the backend's word on it. */
export const wishlistCategoryCreatedSchema = wishlistCategorySchema.extend({ message: z.string().optional() });

export const wishlistListSchema = z.object({
  WishlistCategories: z.array(wishlistCategorySchema),
  /** Asked with product_id: the ids of the lists holding that product (0 = Default). */
  holding: z.array(z.number()).optional(),
});

export const wishlistCategoryBodySchema = z.object({
  name: z.string().trim().min(1, "Please enter a wishlist name").max(60, "Wishlist name is too long"),
});

export const wishlistUpdateBodySchema = z.object({
  product_id: z.number().int().positive(),
  /** 0 means the Default list. */
  wishlist_category_id: z.number().int().min(0),
});

export const wishlistUpdateResultSchema = z.object({
  product_id: z.number(),
  wishlist: z.boolean(),
  message: z.string(),
});

/** A list (0 = Default) with its saved products, most recently saved first. */
const wishlistWithProductsSchema = wishlistCategorySchema.extend({
  products: z.array(productSchema),
});
export type WishlistWithProducts = z.infer<typeof wishlistWithProductsSchema>;

export const wishlistProductsSchema = z.object({
  data: z.array(wishlistWithProductsSchema),
});
