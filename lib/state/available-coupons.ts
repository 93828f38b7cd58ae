"use client";

import { browserFetch } from "@/lib/api/browser-transport";
import { AVAILABLE_COUPONS_PATH, fetchAvailableCoupons } from "@/lib/api/cart";
import type { AvailableCoupon, Cart } from "@/lib/api/schemas";
import { useApiData } from "@/lib/state/use-api-data";

const NONE: AvailableCoupon[] = [];

/**
 * The coupons the visitor may use on this cart, fetched again whenever its goods, total or coupon
 * change; the previous list stays up meanwhile. `initial` is the list the server rendered with the page.
 */
export function useAvailableCoupons(cart: Cart, initial?: AvailableCoupon[]): AvailableCoupon[] {
  const contents = cart.items.map((item) => `${item.pack_id}x${item.quantity}`).join(",");
  const key = cart.items.length > 0 ? [AVAILABLE_COUPONS_PATH, contents, cart.amount, cart.offercode] : null;
  const { data } = useApiData(key, () => fetchAvailableCoupons(browserFetch), {
    fallbackData: initial,
    keepPreviousData: true,
    // A server-rendered list is already current for the cart the page came with.
    revalidateOnMount: initial === undefined,
  });
  return key === null ? NONE : (data ?? NONE);
}
