"use client";

import { useTranslations } from "use-intl";
import { Suspense, useCallback, useId, useRef, useState } from "react";
import type { Pack, Product } from "@/lib/api/schemas";
import { packLabel } from "@/lib/api/contract/stock";
import { lineLimitOf } from "@/lib/api/contract/cart";
import { useCartActions, useCartLine } from "@/lib/state/cart";
import { onDemand, usePreloadOnInteraction } from "@/components/dialogs/on-demand";
import { cx } from "@/components/ui/cx";
import { STEPPER_BOX } from "@/components/cart/quantity-stepper-box";
import { PlusIcon } from "@/components/ui/icons";

// The stepper shows once the pack is in the cart: its code arrives at the first interaction with the page, or then.
const quantityStepper = onDemand(() => import("@/components/cart/quantity-stepper").then((module) => module.QuantityStepper));
const PRELOADS = [quantityStepper];

/** The stepper's box and colour while its code is on its way, so nothing moves. */
function StepperSpace({ size, className }: { size: keyof typeof STEPPER_BOX; className?: string }) {
  return <div aria-busy="true" className={cx("inline-flex shrink-0 rounded-lg bg-brand", STEPPER_BOX[size], className)} />;
}

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
  usePreloadOnInteraction(PRELOADS);
  const t = useTranslations("Product");
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
  // The control swaps between Add and the stepper: keyboard focus goes to whichever replaces the
  // one pressed, as it comes on screen (the stepper's code may still be on its way).
  const refocus = useRef(false);
  const focusIfSwapped = useCallback((control: HTMLButtonElement | null) => {
    if (!control || !refocus.current) return;
    refocus.current = false;
    control.focus();
  }, []);
  /** For the click that swaps the controls (Add, or − at 1): focus follows to the control that replaces it. */
  const swapFocusAfter = (work: Promise<unknown>) => {
    refocus.current = true;
    track(work);
  };

  if (quantity > 0) {
    return (
      <Suspense fallback={<StepperSpace size={size} className={className} />}>
        <quantityStepper.Component
          quantity={quantity}
          itemLabel={label}
          busy={pending > 0}
          size={size}
          onIncrease={() => track(actions.add(pack))}
          onDecrease={() => (quantity === 1 ? swapFocusAfter : track)(actions.remove(pack.pack_id))}
          className={className}
          increaseRef={focusIfSwapped}
          limit={lineLimitOf(line)}
          limitHintId={limitHintId}
        />
      </Suspense>
    );
  }
  const soldOut = !pack.in_stock;
  return (
    <>
      <button
        type="button"
        data-pack-id={pack.pack_id}
        aria-label={t("addLabel", { item: label })}
        aria-busy={pending > 0 || undefined}
        aria-describedby={soldOut ? reasonId : undefined}
        disabled={soldOut}
        ref={focusIfSwapped}
        onClick={() => swapFocusAfter(actions.add(pack))}
        className={cx("add-to-cart", size === "sm" ? "add-to-cart-small" : "h-12 px-6 text-base", className)}
      >
        <PlusIcon size={size === "sm" ? 16 : 20} />
        {t("add")}
      </button>
      {soldOut && (
        <span id={reasonId} className="sr-only">
          {t("itemOutOfStock", { item: packLabel(product.product_name, pack.pack_name) })}
        </span>
      )}
    </>
  );
}
