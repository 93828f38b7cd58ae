"use client";

import { FieldShell } from "./field-shell";
import { useFormField, type BaseFieldProps } from "./use-form-field";

export interface TextareaFieldProps extends BaseFieldProps {
  placeholder?: string;
  rows?: number;
  maxLength?: number;
}

export function TextareaField({ placeholder, rows = 4, maxLength, ...props }: TextareaFieldProps) {
  const { textControlProps, shellProps } = useFormField<string>(props, "textarea", "");

  return (
    <FieldShell {...shellProps}>
      <textarea
        {...textControlProps}
        readOnly={props.readonly}
        placeholder={placeholder}
        rows={rows}
        maxLength={maxLength}
      />
    </FieldShell>
  );
}
