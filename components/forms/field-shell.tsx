"use client";

import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";
import { useFieldErrorWords } from "./field-error-words";
import type { FieldIds } from "./use-form-field";

export interface FieldShellProps {
  ids: FieldIds;
  label?: string;
  required?: boolean;
  description?: ReactNode;
  error?: string;
  className?: string;
  /** Groups (radio) are named through aria-labelledby, so their label is not a <label>. */
  labelAs?: "label" | "span";
  /** Checkboxes and switches sit before their label on one line. */
  inline?: boolean;
  children: ReactNode;
}

/** Label, control, hint and error of one field, in that order. */
export function FieldShell({ ids, label, required, description, error, className, labelAs = "label", inline, children }: FieldShellProps) {
  const say = useFieldErrorWords();
  const labelContent = (
    <>
      {label}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      )}
    </>
  );
  const labelClass = "text-sm font-medium text-fg";
  const labelNode = !label ? null : labelAs === "label" ? (
    <label id={ids.label} htmlFor={ids.input} className={labelClass}>
      {labelContent}
    </label>
  ) : (
    <span id={ids.label} className={labelClass}>
      {labelContent}
    </span>
  );

  return (
    <div className={cx("flex flex-col gap-1", className)}>
      {inline ? (
        <div className="flex items-center gap-2">
          {children}
          {labelNode}
        </div>
      ) : (
        <>
          {labelNode}
          {children}
        </>
      )}
      {description && (
        <p id={ids.description} className="text-sm text-fg-muted">
          {description}
        </p>
      )}
      {error && (
        <p id={ids.error} className="text-sm text-danger">
          {say(error)}
        </p>
      )}
    </div>
  );
}
