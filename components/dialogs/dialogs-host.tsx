"use client";

import type { CategoryChoice } from "@/lib/catalogue-filters";
import { cartPanelOpenAtom, categoryDialogOpenAtom, pincodeDialogOpenAtom, wishlistDialogOpenAtom } from "@/lib/state/ui";
import { cartPanelOnDemand } from "@/components/cart/cart-panel-on-demand";
import { ModalHost } from "./modal-host";
import { MountWhenOpened, onDemand, usePreloadWhenIdle } from "./on-demand";
import { ToastViewport } from "./toasts";

const categoryFilterDialog = onDemand(() => import("./category-filter-dialog").then((module) => module.CategoryFilterDialog));
const pincodeDialog = onDemand(() => import("@/components/pincode/pincode-dialog").then((module) => module.PincodeDialog));
const wishlistDialog = onDemand(() => import("@/components/wishlist/wishlist-dialog").then((module) => module.WishlistDialog));
const IDLE_PRELOADS = [cartPanelOnDemand, pincodeDialog, wishlistDialog, categoryFilterDialog];

type DialogsHostProps = {
  categories: CategoryChoice[];
};

/**
 * Every flag-driven dialog and panel of the storefront, mounted once by the shell.
 * Mount points: the pincode dialog (pincodeDialogOpenAtom), the cart panel (cartPanelOpenAtom, side="right",
 * width 500) and the wishlist dialog (wishlistDialogOpenAtom + wishlistDialogProductAtom, width 400) go here.
 * None is shown at first paint, so each one's code arrives when its flag first turns true, or earlier
 * once the page is idle, so that opening stays instant.
 */
export function DialogsHost({ categories }: DialogsHostProps) {
  usePreloadWhenIdle(IDLE_PRELOADS);
  return (
    <>
      <MountWhenOpened openAtom={categoryDialogOpenAtom}>
        <categoryFilterDialog.Component categories={categories} />
      </MountWhenOpened>
      <MountWhenOpened openAtom={pincodeDialogOpenAtom}>
        <pincodeDialog.Component />
      </MountWhenOpened>
      <MountWhenOpened openAtom={cartPanelOpenAtom}>
        <cartPanelOnDemand.Component />
      </MountWhenOpened>
      <MountWhenOpened openAtom={wishlistDialogOpenAtom}>
        <wishlistDialog.Component />
      </MountWhenOpened>
      <ModalHost />
      <ToastViewport />
    </>
  );
}
