import { inPageLanguage, jsonRequestInit, queryString, requestJson, type ApiFetch } from "./client";
import type { AvailableCoupon, Cart } from "./schemas";

export interface CartQuery {
  address_id?: number;
  payment_method?: string;
}

/** GET /api/cart with groupby_delivery=true: the cart with its lines grouped by delivery charge. */
export const cartPath = (query: CartQuery = {}) => `/api/cart${queryString({ ...query, groupby_delivery: true })}`;

/** The visitor's cart; `language` names its lines in the page's language where the browser does not (a server-rendered page). */
export const fetchCart = (api: ApiFetch, query: CartQuery = {}, language?: string): Promise<Cart> =>
  requestJson(api, cartPath(query), "cart", inPageLanguage(language));

export const addToCart = (api: ApiFetch, item: { pack_id: number; warehouse_id: number }): Promise<Cart> =>
  requestJson(api, "/api/cart/add", "cart", jsonRequestInit(item));

/** One unit fewer, or the whole line when `remove` is true. */
export const removeFromCart = (api: ApiFetch, item: { pack_id: number; remove: boolean }): Promise<Cart> =>
  requestJson(api, "/api/cart/remove", "cart", jsonRequestInit(item));

export const applyCoupon = (api: ApiFetch, code: string): Promise<Cart> =>
  requestJson(api, "/api/apply/coupon", "cart", jsonRequestInit({ code: code.trim() }));

export const removeCoupon = (api: ApiFetch): Promise<Cart> => requestJson(api, "/api/remove/coupon", "cart");

export const AVAILABLE_COUPONS_PATH = "/api/cart/coupons";

/** The coupons the visitor may use on their cart, each with its saving now or how much more it needs. */
export const fetchAvailableCoupons = async (api: ApiFetch): Promise<AvailableCoupon[]> =>
  (await requestJson(api, AVAILABLE_COUPONS_PATH, "availableCoupons")).coupons;
