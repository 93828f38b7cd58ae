"use client";

import { cx } from "@/components/ui/cx";
import { FieldShell } from "./field-shell";
import { useFormField, type BaseFieldProps } from "./use-form-field";

export type BooleanFieldProps = BaseFieldProps;

/** An on/off switch storing true/false. */
export function BooleanField(props: BooleanFieldProps) {
  const { name, fieldRef, onBlur, value, setValue, controlProps, shellProps } = useFormField<boolean>(props, "boolean", false);

  return (
    <FieldShell {...shellProps} inline>
      <button
        {...controlProps}
        ref={fieldRef}
        name={name}
        type="button"
        role="switch"
        aria-checked={value}
        onClick={() => setValue(!value)}
        onBlur={onBlur}
        disabled={props.readonly}
        className={cx(
          "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors",
          "focus:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2",
          "aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-danger disabled:cursor-not-allowed disabled:opacity-60",
          value ? "bg-brand" : "bg-gray-300",
        )}
      >
        <span
          aria-hidden="true"
          className={cx("inline-block h-5 w-5 rounded-full bg-surface-raised shadow transition-transform", value ? "translate-x-5" : "translate-x-0.5")}
        />
      </button>
    </FieldShell>
  );
}
