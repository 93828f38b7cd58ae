import { inPageLanguage, jsonRequestInit, queryString, requestJson, type ApiFetch } from "./client";
import {
  type WishlistWithProducts,
} from "./schemas";

const WISHLIST_PATH = "/api/wishlist";

export const wishlistListsPath = (productId?: number) => `${WISHLIST_PATH}${queryString({ product_id: productId })}`;

/** The customer's own lists; with a product, also `holding`: the ids of the lists it is in (0 = Default). */
export const fetchWishlistLists = (api: ApiFetch, productId?: number) => requestJson(api, wishlistListsPath(productId), "wishlistLists");

export const createWishlistCategory = (api: ApiFetch, name: string) =>
  requestJson(api, "/api/wishlistCategory", "wishlistCategoryCreated", jsonRequestInit({ name: name.trim() }));

/** Toggles the product in a list (0 = Default); `wishlist` says whether it is now in any list. */
export const updateWishlist = (api: ApiFetch, productId: number, categoryId: number) =>
  requestJson(api, "/api/wishlist/update", "wishlistUpdateResult", jsonRequestInit({ product_id: productId, wishlist_category_id: categoryId }));

/** Takes the product out of a list (0 = Default); already out stays out. */
export const removeFromWishlist = (api: ApiFetch, productId: number, categoryId: number) =>
  requestJson(api, "/api/wishlist/remove", "wishlistUpdateResult", jsonRequestInit({ product_id: productId, wishlist_category_id: categoryId }));

/** The Default list (id 0) and the customer's own lists, each with its saved products (named in `language`). */
export const fetchWishlistProducts = async (api: ApiFetch, language?: string): Promise<WishlistWithProducts[]> =>
  (await requestJson(api, `${WISHLIST_PATH}/products`, "wishlistProducts", inPageLanguage(language))).data;
