"use client";

import { Suspense } from "react";
import type { Category } from "@/lib/api/schemas";
import { CartPanel } from "@/components/cart/cart-panel";
import { PincodeDialog } from "@/components/pincode/pincode-dialog";
import { WishlistDialog } from "@/components/wishlist/wishlist-dialog";
import { CategoryFilterDialog } from "./category-filter-dialog";
import { ModalHost } from "./modal-host";
import { ToastViewport } from "./toasts";

type DialogsHostProps = {
  categories: Category[];
};

/**
 * Every flag-driven dialog and panel of the storefront, mounted once by the shell.
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
