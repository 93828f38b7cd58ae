"use client";

import { useTranslations } from "use-intl";
import { useId, type Ref } from "react";
import type { LineLimit } from "@/lib/api/contract/cart";
import { cx } from "@/components/ui/cx";
import { useLineLimitText } from "@/components/cart/line-limit-text";
import { STEPPER_BOX } from "@/components/cart/quantity-stepper-box";
import { MinusIcon, PlusIcon } from "@/components/ui/icons";

type QuantityStepperProps = {
  quantity: number;
  onDecrease: () => void;
  onIncrease: () => void;
  /** What the quantity is of, for screen readers: "Basmati Rice, 1 kg". */
  itemLabel: string;
  busy?: boolean;
  size?: "sm" | "lg";
  className?: string;
  increaseRef?: Ref<HTMLButtonElement>;
  /** Most units allowed and why: at it, + stays focusable but does nothing and says why. */
  limit?: LineLimit | null;
  /** Id of a visible <LineLimitHint> beside the stepper; without one the stepper carries the reason itself. */
  limitHintId?: string;
};

/** − quantity +, the quantity announced politely as it changes; + rests at the line's limit or the shelf's. */
export function QuantityStepper(props: QuantityStepperProps) {
  const { quantity, onDecrease, onIncrease, itemLabel, busy, size = "sm", className, increaseRef, limit, limitHintId } = props;
  const t = useTranslations("Product");
  const limitText = useLineLimitText();
  const icon = size === "sm" ? 16 : 20;
  const ownHintId = useId();
  const hintId = limitHintId ?? ownHintId;
  const atLimit = limit != null && quantity >= limit.max;
  const button = cx(
    "grid cursor-pointer place-items-center text-brand-contrast transition-colors hover:bg-brand-strong disabled:cursor-wait",
    "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white",
    size === "sm" ? "h-9 w-9" : "h-12 w-12",
  );
  return (
    <div
      role="group"
      aria-label={t("quantityOf", { item: itemLabel })}
      aria-busy={busy || undefined}
      className={cx("relative z-10 inline-flex shrink-0 items-center justify-between overflow-hidden rounded-lg bg-brand", STEPPER_BOX[size], className)}
    >
      <button type="button" aria-label={t("decreaseQuantity")} className={button} onClick={onDecrease}>
        <MinusIcon size={icon} />
      </button>
      <output aria-live="polite" className={cx("min-w-8 px-1 text-center font-bold text-brand-contrast tabular-nums", size === "sm" ? "text-sm" : "text-base")}>
        <span className="sr-only">{t("quantitySr")}</span>
        {quantity}
      </output>
      <button
        ref={increaseRef}
        type="button"
        aria-label={t("increaseQuantity")}
        // aria-disabled rather than disabled, so focus stays on + after the press that reached the limit.
        aria-disabled={atLimit || undefined}
        aria-describedby={atLimit ? hintId : undefined}
        title={atLimit ? limitText(limit) : undefined}
        className={cx(button, atLimit && "cursor-not-allowed opacity-50 hover:bg-transparent")}
        onClick={atLimit ? undefined : onIncrease}
      >
        <PlusIcon size={icon} />
      </button>
      {atLimit && !limitHintId && (
        <span id={hintId} className="sr-only">
          {limitText(limit)}
        </span>
      )}
    </div>
  );
}
