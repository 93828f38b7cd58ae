"use client";

import { useSetAtom } from "jotai";
import { createContext, useContext, useState, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { browserFetch } from "@/lib/api/browser-transport";
import type { Pack } from "@/lib/api/schemas";
import { removeFromWishlist } from "@/lib/api/wishlist";
import { useCartActions, useCartQuantity } from "@/lib/state/cart";
import { wishlistFlagsAtom } from "@/lib/state/wishlist";
import { notifyError, useToast } from "@/lib/state/toasts";
import { buttonClass } from "@/components/ui/button";
import { CartIcon } from "@/components/ui/icons";

const RemovedContext = createContext<(() => void) | null>(null);

/** One saved product (a list item) that takes itself away once removed, without a reload. */
export function WishlistItem({ className, children }: { className?: string; children: ReactNode }) {
  const [removed, setRemoved] = useState(false);
  if (removed) return null;
  return (
    <li className={className}>
      <RemovedContext.Provider value={() => setRemoved(true)}>{children}</RemovedContext.Provider>
    </li>
  );
}

type ActionsProps = {
  productId: number;
  productName: string;
  /** The list the product is in: 0 = Default. */
  listId: number;
  /** The first pack, when the product has one to sell. */
  pack?: Pick<Pack, "pack_id" | "pack_name" | "warehouse_id">;
  /** Id of the element naming the product, so each button's description says which product it acts on. */
  describedBy: string;
};

/** Add to cart (the first pack) and Remove for one saved product. */
export function WishlistItemActions({ productId, productName, listId, pack, describedBy }: ActionsProps) {
  const onRemoved = useContext(RemovedContext);
  const cart = useCartActions();
  const inCart = useCartQuantity(pack?.pack_id ?? -1);
  const setFlags = useSetAtom(wishlistFlagsAtom);
  const toast = useToast();
  const t = useTranslations("AccountPages");
  const shell = useTranslations("Shell");
  const [busy, setBusy] = useState<"add" | "remove" | null>(null);

  const add = async () => {
    if (!pack) return;
    setBusy("add");
    if (await cart.add(pack)) toast.success(t("packInCart", { name: productName, pack: pack.pack_name }), t("addedToCart"));
    setBusy(null);
  };

  const remove = async () => {
    setBusy("remove");
    try {
      const result = await removeFromWishlist(browserFetch, productId, listId);
      setFlags((flags) => ({ ...flags, [result.product_id]: result.wishlist }));
      toast.success(shell("removedFromWishlist"));
      onRemoved?.();
    } catch (error) {
      notifyError(error);
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {pack && (
        <button
          type="button"
          aria-describedby={describedBy}
          aria-busy={busy === "add" || undefined}
          disabled={busy !== null}
          onClick={() => void add()}
          className={buttonClass("primary", "sm", "flex-1 sm:flex-none")}
        >
          <CartIcon size={16} aria-hidden="true" />
          {t("addToCart")}
        </button>
      )}
      <button
        type="button"
        aria-describedby={describedBy}
        aria-busy={busy === "remove" || undefined}
        disabled={busy !== null}
        onClick={() => void remove()}
        className={buttonClass("outline", "sm", "flex-1 hover:border-danger hover:text-danger sm:flex-none")}
      >
        {t("remove")}
      </button>
      {inCart > 0 && <span className="w-full text-xs font-medium text-fg-muted sm:w-auto">{t("inYourCart", { count: inCart })}</span>}
    </div>
  );
}
