import { z } from "zod";
import { jsonBody, requestJson, type ApiFetch } from "./client";
import {
  wishlistCategorySchema,
  wishlistListSchema,
  wishlistProductsSchema,
  wishlistUpdateResultSchema,
  type WishlistCategory,
  type WishlistWithProducts,
} from "./schemas";

export const WISHLIST_PATH = "/api/wishlist";

export const fetchWishlistCategories = async (api: ApiFetch): Promise<WishlistCategory[]> =>
  (await requestJson(api, WISHLIST_PATH, wishlistListSchema)).WishlistCategories;

export const createWishlistCategory = (api: ApiFetch, name: string) =>
  requestJson(api, "/api/wishlistCategory", wishlistCategorySchema.extend({ message: z.string().optional() }), jsonBody({ name: name.trim() }));

/** Toggles the product in a list (0 = Default); `wishlist` says whether it is now in any list. */
export const updateWishlist = (api: ApiFetch, productId: number, categoryId: number) =>
  requestJson(api, "/api/wishlist/update", wishlistUpdateResultSchema, jsonBody({ product_id: productId, wishlist_category_id: categoryId }));

/** Takes the product out of a list (0 = Default); already out stays out. */
export const removeFromWishlist = (api: ApiFetch, productId: number, categoryId: number) =>
  requestJson(api, "/api/wishlist/remove", wishlistUpdateResultSchema, jsonBody({ product_id: productId, wishlist_category_id: categoryId }));

/** The Default list (id 0) and the customer's own lists, each with its saved products. */
export const fetchWishlistProducts = async (api: ApiFetch): Promise<WishlistWithProducts[]> =>
  (await requestJson(api, `${WISHLIST_PATH}/products`, wishlistProductsSchema)).data;
