"use client";

import type { Ref } from "react";
import { cx } from "@/components/ui/cx";
import { PlusIcon } from "@/components/ui/icons";

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
};

const MinusIcon = ({ size }: { size: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" aria-hidden="true">
    <path d="M5 12h14" />
  </svg>
);

/** − quantity +, the quantity announced politely as it changes. */
export function QuantityStepper({ quantity, onDecrease, onIncrease, itemLabel, busy, size = "sm", className, increaseRef }: QuantityStepperProps) {
  const icon = size === "sm" ? 16 : 20;
  const button = cx(
    "grid cursor-pointer place-items-center text-brand-contrast transition-colors hover:bg-brand-strong disabled:cursor-wait",
    "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white",
    size === "sm" ? "h-9 w-9" : "h-12 w-12",
  );
  return (
    <div
      role="group"
      aria-label={`Quantity of ${itemLabel}`}
      aria-busy={busy || undefined}
      className={cx("relative z-10 inline-flex shrink-0 items-center justify-between overflow-hidden rounded-lg bg-brand", className)}
    >
      <button type="button" aria-label="Decrease quantity" className={button} onClick={onDecrease}>
        <MinusIcon size={icon} />
      </button>
      <output aria-live="polite" className={cx("min-w-8 px-1 text-center font-bold text-brand-contrast tabular-nums", size === "sm" ? "text-sm" : "text-base")}>
        <span className="sr-only">Quantity </span>
        {quantity}
      </output>
      <button ref={increaseRef} type="button" aria-label="Increase quantity" className={button} onClick={onIncrease}>
        <PlusIcon size={icon} />
      </button>
    </div>
  );
}
