"use client";

import type { ComponentProps } from "react";
import { useFormContext } from "react-hook-form";
import { cx } from "@/components/ui/cx";

/** Restores the surrounding <Form>'s default values and clears its errors. */
export function ResetButton({ children = "Reset", className, onClick, ...props }: Omit<ComponentProps<"button">, "type">) {
  const { reset } = useFormContext();
  return (
    <button
      {...props}
      type="button"
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) reset();
      }}
      className={cx(
        "rounded-md border border-line px-4 py-2 text-sm font-medium text-fg",
        "focus:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2",
        className,
      )}
    >
      {children}
    </button>
  );
}
