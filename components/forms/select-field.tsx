"use client";

import type { FieldOption } from "@/lib/validation";
import { FieldShell } from "./field-shell";
import { useFormField, type BaseFieldProps } from "./use-form-field";

export interface SelectFieldProps extends BaseFieldProps {
  options: readonly FieldOption[];
  /** Text of the empty first choice. */
  placeholder?: string;
}

export function SelectField({ options, placeholder = "Select an option", ...props }: SelectFieldProps) {
  const { textControlProps, shellProps } = useFormField<string>(props, "select", "");

  return (
    <FieldShell {...shellProps}>
      <select {...textControlProps} disabled={props.readonly}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
