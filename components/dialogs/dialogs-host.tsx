"use client";

import { Suspense } from "react";
import type { Category } from "@/lib/api/schemas";
import { cartPanelOpenAtom, categoryDialogOpenAtom, pincodeDialogOpenAtom, wishlistDialogOpenAtom } from "@/lib/state/ui";
import { ModalHost } from "./modal-host";
import { onFirstOpen } from "./on-first-open";
import { ToastViewport } from "./toasts";

const CategoryFilterDialog = onFirstOpen(categoryDialogOpenAtom, () => import("./category-filter-dialog").then((module) => module.CategoryFilterDialog));
const PincodeDialog = onFirstOpen(pincodeDialogOpenAtom, () => import("@/components/pincode/pincode-dialog").then((module) => module.PincodeDialog));
const CartPanel = onFirstOpen(cartPanelOpenAtom, () => import("@/components/cart/cart-panel").then((module) => module.CartPanel));
const WishlistDialog = onFirstOpen(wishlistDialogOpenAtom, () => import("@/components/wishlist/wishlist-dialog").then((module) => module.WishlistDialog));

type DialogsHostProps = {
  categories: Category[];
};

/**
 * Every flag-driven dialog and panel of the storefront, mounted once by the shell. Their code loads
 * after the page (see onFirstOpen), so a page's first JavaScript carries none of them.
 * Mount points: the pincode dialog (pincodeDialogOpenAtom), the cart panel (cartPanelOpenAtom, side="right",
 * width 500) and the wishlist dialog (wishlistDialogOpenAtom + wishlistDialogProductAtom, width 400) go here.
 */
export function DialogsHost({ categories }: DialogsHostProps) {
  return (
    <>
      <Suspense fallback={null}>
        <CategoryFilterDialog categories={categories} />
      </Suspense>
      <PincodeDialog />
      <CartPanel />
      <WishlistDialog />
      <ModalHost />
      <ToastViewport />
    </>
  );
}
