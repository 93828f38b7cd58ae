"use client";

import { FieldShell } from "./field-shell";
import { controlClass } from "./field-styles";
import { useFormField, type BaseFieldProps } from "./use-form-field";

export interface TextareaFieldProps extends BaseFieldProps {
  placeholder?: string;
  rows?: number;
  maxLength?: number;
}

export function TextareaField({ placeholder, rows = 4, maxLength, ...props }: TextareaFieldProps) {
  const { name, fieldRef, onBlur, value, setValue, controlProps, shellProps } = useFormField<string>(props, "textarea", "");

  return (
    <FieldShell {...shellProps}>
      <textarea
        {...controlProps}
        ref={fieldRef}
        name={name}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={onBlur}
        readOnly={props.readonly}
        placeholder={placeholder}
        rows={rows}
        maxLength={maxLength}
        className={controlClass}
      />
    </FieldShell>
  );
}
