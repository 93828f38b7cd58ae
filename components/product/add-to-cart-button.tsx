"use client";

import { useEffect, useId, useRef, useState } from "react";
import type { Pack, Product } from "@/lib/api/schemas";
import { packLabel, STOCK_MESSAGES } from "@/lib/api/schemas/stock";
import { useCartActions, useCartLine } from "@/lib/state/cart";
import { QuantityStepper } from "@/components/cart/quantity-stepper";
import { cx } from "@/components/ui/cx";
import { PlusIcon } from "@/components/ui/icons";

type AddToCartButtonProps = {
  product: Pick<Product, "product_name">;
  pack: Pick<Pack, "pack_id" | "pack_name" | "warehouse_id" | "in_stock">;
  className?: string;
  size?: "sm" | "lg";
  /** Id of a visible limit hint the page shows beside the button. */
  limitHintId?: string;
};

/**
 * 'Add' while the pack is not in the cart, then a − quantity + stepper. An out-of-stock pack's 'Add'
 * is disabled and says why as its accessible description.
 */
export function AddToCartButton({ product, pack, className, size = "sm", limitHintId }: AddToCartButtonProps) {
  const reasonId = useId();
  const line = useCartLine(pack.pack_id);
  const quantity = line?.quantity ?? 0;
  const actions = useCartActions();
  const [pending, setPending] = useState(0);
  const track = (work: Promise<unknown>) => {
    setPending((count) => count + 1);
    void work.finally(() => setPending((count) => count - 1));
  };
  const label = `${product.product_name}, ${pack.pack_name}`;
  // The control swaps between Add and the stepper: keep keyboard focus on whichever is showing.
  const addRef = useRef<HTMLButtonElement>(null);
  const increaseRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    (quantity > 0 ? increaseRef : addRef).current?.focus();
  }, [quantity]);
  /** For the click that swaps the controls (Add, or − at 1): focus follows to the control that replaces it. */
  const swapFocusAfter = (work: Promise<unknown>) => {
    refocus.current = true;
    track(work);
  };

  if (quantity > 0) {
    return (
      <QuantityStepper
        quantity={quantity}
        itemLabel={label}
        busy={pending > 0}
        size={size}
        onIncrease={() => track(actions.add(pack))}
        onDecrease={() => (quantity === 1 ? swapFocusAfter : track)(actions.remove(pack.pack_id))}
        className={className}
        increaseRef={increaseRef}
        max={line?.max_quantity}
        limitHintId={limitHintId}
      />
    );
  }
  const soldOut = !pack.in_stock;
  return (
    <>
      <button
        type="button"
        data-pack-id={pack.pack_id}
        aria-label={`Add ${label} to cart`}
        aria-busy={pending > 0 || undefined}
        aria-describedby={soldOut ? reasonId : undefined}
        disabled={soldOut}
        ref={addRef}
        onClick={() => swapFocusAfter(actions.add(pack))}
        className={cx("add-to-cart", size === "sm" ? "add-to-cart-small" : "h-12 px-6 text-base", className)}
      >
        <PlusIcon size={size === "sm" ? 16 : 20} />
        Add
      </button>
      {soldOut && (
        <span id={reasonId} className="sr-only">
          {STOCK_MESSAGES.lineOutOfStock(packLabel(product.product_name, pack.pack_name))}
        </span>
      )}
    </>
  );
}
