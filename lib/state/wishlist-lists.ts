"use client";

import { browserFetch } from "@/lib/api/browser-transport";
import { fetchWishlistLists, wishlistListsPath } from "@/lib/api/wishlist";
import { useApiData } from "@/lib/state/use-api-data";

/** The signed-in customer's own lists and which of them hold the product, loaded while the dialog is open for it. */
export function useWishlistLists(productId: number | null) {
  return useApiData(productId === null ? null : wishlistListsPath(productId), () => fetchWishlistLists(browserFetch, productId!));
}
