"use client";

import { atom, useAtomValue } from "jotai";
import type { Product } from "@/lib/api/schemas";

/**
 * Wishlist flags changed in this page view, by product id. Product data comes from server renders;
 * a toggle flips the flag here so every card and the open product show it at once.
 */
export const wishlistFlagsAtom = atom<Record<number, boolean>>({});

export function useWishlistFlag(product: Pick<Product, "product_id" | "wishlist">): boolean {
  const flags = useAtomValue(wishlistFlagsAtom);
  return flags[product.product_id] ?? Boolean(product.wishlist);
}
