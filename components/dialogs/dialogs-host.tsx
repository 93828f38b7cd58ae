"use client";

import { atom } from "jotai";
import { cartPanelOpenAtom, categoryDialogOpenAtom, modalRequestsAtom, pincodeDialogOpenAtom, wishlistDialogOpenAtom } from "@/lib/state/ui";
import { cartPanelOnDemand } from "@/components/cart/cart-panel-on-demand";
import { MountWhenOpened, onDemand, usePreloadOnInteraction } from "./on-demand";
import { loadSiteMenus } from "@/components/shell/site-menus";
import { ToastViewport } from "./toasts";

// The dialog lists the website's categories, which arrive with its menus.
const categoryFilterDialog = onDemand(() =>
  Promise.all([import("./category-filter-dialog"), loadSiteMenus()]).then(([module]) => module.CategoryFilterDialog),
);
const pincodeDialog = onDemand(() => import("@/components/pincode/pincode-dialog").then((module) => module.PincodeDialog));
const wishlistDialog = onDemand(() => import("@/components/wishlist/wishlist-dialog").then((module) => module.WishlistDialog));
const modalHost = onDemand(() => import("./modal-host").then((module) => module.ModalHost));
const INTERACTION_PRELOADS = [cartPanelOnDemand, pincodeDialog, wishlistDialog, categoryFilterDialog, modalHost];
const modalRequestedAtom = atom((get) => get(modalRequestsAtom).length > 0);

/**
 * Every flag-driven dialog and panel of the storefront, mounted once by the shell.
 * Mount points: the pincode dialog (pincodeDialogOpenAtom), the cart panel (cartPanelOpenAtom, side="right",
 * width 500), the wishlist dialog (wishlistDialogOpenAtom + wishlistDialogProductAtom, width 400) and the
 * modals of openModal()/confirm()/alert() (modalRequestsAtom) go here.
 * None is shown at first paint, so each one's code arrives when its flag first turns true, or earlier
 * at the shopper's first interaction with the page, so that opening stays instant.
 */
export function DialogsHost() {
  usePreloadOnInteraction(INTERACTION_PRELOADS);
  return (
    <>
      <MountWhenOpened openAtom={categoryDialogOpenAtom}>
        <categoryFilterDialog.Component />
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
      <MountWhenOpened openAtom={modalRequestedAtom}>
        <modalHost.Component />
      </MountWhenOpened>
      <ToastViewport />
    </>
  );
}
