"use client";

import { useSetAtom } from "jotai";
import { useCart } from "@/lib/state/cart";
import { cartPanelOpenAtom } from "@/lib/state/ui";
import { useVisitorReady } from "@/lib/state/visitor";
import { badgeText } from "@/lib/visitor/hint";
import { cx } from "@/components/ui/cx";
import { CartIcon } from "@/components/ui/icons";
import { cartPanelOnDemand } from "@/components/cart/cart-panel-on-demand";

const BADGE_CLASS = "absolute -right-1.5 -top-1.5 grid h-5 min-w-5 place-items-center rounded-full px-1 text-[11px] font-bold leading-none ring-2 ring-surface";
const FILLED = "bg-accent text-black";
const EMPTY = "bg-surface-muted text-fg-muted";

/** Until the visitor call answers: the count the visitor hint holds (0 without one), in the same badge. */
function HintBadge() {
  return (
    <>
      <span data-testid="cart-badge" aria-hidden="true" data-hint-when="no-cart" className={cx(BADGE_CLASS, EMPTY)}>
        0
      </span>
      <span data-testid="cart-badge" aria-hidden="true" data-hint-when="cart" data-hint-text="cart" className={cx(BADGE_CLASS, FILLED)} />
    </>
  );
}

/** Opens the cart panel (cartPanelOpenAtom), fetching its code on hover or focus; the badge shows the SWR cart's total quantity. */
export function CartButton({ className, showLabel = true }: { className?: string; showLabel?: boolean }) {
  const quantity = useCart().quantity;
  const ready = useVisitorReady();
  const open = useSetAtom(cartPanelOpenAtom);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={ready ? `Cart, ${quantity} ${quantity === 1 ? "item" : "items"}` : "Cart"}
      onClick={() => open(true)}
      // Reaching for the button fetches the panel's code, so it is there by the click.
      onPointerEnter={cartPanelOnDemand.preload}
      onFocus={cartPanelOnDemand.preload}
      className={cx(
        "relative inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-lg bg-brand px-3 text-sm font-semibold text-brand-contrast hover:bg-brand-strong",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand",
        className,
      )}
    >
      <CartIcon size={20} />
      {showLabel && <span className="hidden sm:inline">Cart</span>}
      {/* Keeps "Cart" and the count apart in the visible text, so the name "Cart, 2 items" contains it. */}
      {" "}
      {ready ? (
        <span data-testid="cart-badge" aria-hidden="true" className={cx(BADGE_CLASS, quantity > 0 ? FILLED : EMPTY)}>
          {badgeText(quantity)}
        </span>
      ) : (
        <HintBadge />
      )}
    </button>
  );
}
