"use client";

import { useSetAtom } from "jotai";
import { useCart } from "@/lib/state/cart";
import { cartPanelOpenAtom } from "@/lib/state/ui";
import { cx } from "@/components/ui/cx";
import { CartIcon } from "@/components/ui/icons";

/** Opens the cart panel (cartPanelOpenAtom); the badge shows the SWR cart's total quantity. */
export function CartButton({ className, showLabel = true }: { className?: string; showLabel?: boolean }) {
  const quantity = useCart().quantity;
  const open = useSetAtom(cartPanelOpenAtom);
  const count = quantity > 99 ? "99+" : String(quantity);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={`Cart, ${quantity} ${quantity === 1 ? "item" : "items"}`}
      onClick={() => open(true)}
      className={cx(
        "relative inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-lg bg-brand px-3 text-sm font-semibold text-brand-contrast hover:bg-brand-strong",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand",
        className,
      )}
    >
      <CartIcon size={20} />
      {showLabel && <span className="hidden sm:inline">Cart</span>}
      <span
        data-testid="cart-badge"
        aria-hidden="true"
        className={cx(
          "absolute -right-1.5 -top-1.5 grid h-5 min-w-5 place-items-center rounded-full px-1 text-[11px] font-bold leading-none ring-2 ring-surface",
          quantity > 0 ? "bg-accent text-black" : "bg-surface-muted text-fg-muted",
        )}
      >
        {count}
      </span>
    </button>
  );
}
