"use client";

import type { HTMLAttributes } from "react";
import { FieldShell } from "./field-shell";
import { controlClass } from "./field-styles";
import { useFormField, type BaseFieldProps } from "./use-form-field";

type TextInputType = "text" | "email" | "number" | "tel" | "password" | "search";

export interface TextFieldProps extends BaseFieldProps {
  /** `number` stores a number (null when empty); every other type stores the text. */
  type?: TextInputType;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  maxLength?: number;
}

export function TextField({ type = "text", placeholder, autoComplete, inputMode, maxLength, ...props }: TextFieldProps) {
  const isNumber = type === "number";
  const { name, fieldRef, onBlur, value, setValue, controlProps, shellProps } = useFormField<string | number | null>(
    props,
    type,
    isNumber ? null : "",
  );

  return (
    <FieldShell {...shellProps}>
      <input
        {...controlProps}
        ref={fieldRef}
        name={name}
        type={type}
        value={value ?? ""}
        onChange={(event) => {
          const text = event.target.value;
          setValue(isNumber ? (text === "" ? null : Number(text)) : text);
        }}
        onBlur={onBlur}
        readOnly={props.readonly}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        className={controlClass}
      />
    </FieldShell>
  );
}
