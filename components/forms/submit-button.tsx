"use client";

import type { ComponentProps } from "react";
import { useFormState } from "react-hook-form";
import { cx } from "@/components/ui/cx";

export interface SubmitButtonProps extends Omit<ComponentProps<"button">, "type"> {
  /** Shown instead of the children while the submit handler runs. */
  pendingText?: string;
}

/** Submits the surrounding <Form>; disabled while a submit is in progress. */
export function SubmitButton({ children = "Submit", pendingText, disabled, className, ...props }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return (
    <button
      {...props}
      type="submit"
      disabled={disabled || isSubmitting}
      aria-busy={isSubmitting || undefined}
      className={cx(
        "rounded-md bg-brand px-4 py-2 text-sm font-medium text-brand-contrast",
        "focus:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2",
        "disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
    >
      {isSubmitting && pendingText ? pendingText : children}
    </button>
  );
}
