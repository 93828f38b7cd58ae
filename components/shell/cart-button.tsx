"use client";

import { useSetAtom } from "jotai";
import { useTranslations } from "use-intl";
import { useCart } from "@/lib/state/cart";
import { cartPanelOpenAtom } from "@/lib/state/ui";
import { useVisitorReady } from "@/lib/state/visitor";
import { badgeText } from "@/lib/visitor/hint";
import { cx } from "@/components/ui/cx";
import { CartIcon } from "@/components/ui/icons";
import { cartPanelOnDemand } from "@/components/cart/cart-panel-on-demand";


/**
 * Until the visitor call answers: the count the visitor hint holds (0 without one), in the same badge.
 * Both counts are drawn by CSS, not text: the button's name is then "Cart", and a count in its text
 * that the name does not say would contradict it (WCAG 2.5.3, label in name).
 */
function HintBadge() {
  return (
    <>
      <span data-testid="cart-badge" aria-hidden="true" data-hint-when="no-cart" className="cart-badge cart-badge-zero" />
      <span data-testid="cart-badge" aria-hidden="true" data-hint-when="cart" data-hint-text="cart" className="cart-badge cart-badge-filled" />
    </>
  );
}

/** Opens the cart panel (cartPanelOpenAtom), fetching its code on hover or focus; the badge shows the cart's total quantity. */
export function CartButton({ className, showLabel = true }: { className?: string; showLabel?: boolean }) {
  const quantity = useCart().quantity;
  const ready = useVisitorReady();
  const open = useSetAtom(cartPanelOpenAtom);
  const t = useTranslations("Shell");
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={ready ? t("cartItems", { count: quantity }) : t("cart")}
      onClick={() => open(true)}
      // Reaching for the button fetches the panel's code, so it is there by the click.
      onPointerEnter={cartPanelOnDemand.preload}
      onFocus={cartPanelOnDemand.preload}
      className={cx("cart-button", className)}
    >
      <CartIcon size={20} />
      {showLabel && <span className="hidden sm:inline">{t("cart")}</span>}
      {/* Keeps "Cart" and the count apart in the visible text, so the name "Cart, 2 items" contains it. */}
      {" "}
      {ready ? (
        <span data-testid="cart-badge" aria-hidden="true" className={cx("cart-badge", quantity > 0 && "cart-badge-filled")}>
          {badgeText(quantity)}
        </span>
      ) : (
        <HintBadge />
      )}
    </button>
  );
}
