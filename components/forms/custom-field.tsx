"use client";

import type { ReactNode, RefCallback } from "react";
import { FieldShell } from "./field-shell";
import { useFormField, type BaseFieldProps } from "./use-form-field";

export interface CustomFieldRenderProps {
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  invalid: boolean;
  /** Attach to the focusable element so the form can focus it on error. */
  ref: RefCallback<HTMLElement>;
  /** id, aria-invalid, aria-describedby and aria-required for the control, so the label points at it. */
  controlProps: ReturnType<typeof useFormField>["controlProps"];
}

export interface CustomFieldProps extends BaseFieldProps {
  render: (props: CustomFieldRenderProps) => ReactNode;
  /** Value used when the form has no default for this field. */
  emptyValue?: unknown;
}

export function CustomField({ render, emptyValue = null, ...props }: CustomFieldProps) {
  const { fieldRef, onBlur, value, setValue, error, controlProps, shellProps } = useFormField<unknown>(props, "custom", emptyValue);

  return (
    <FieldShell {...shellProps}>
      {render({ value, onChange: setValue, onBlur, invalid: Boolean(error), ref: fieldRef, controlProps })}
    </FieldShell>
  );
}
