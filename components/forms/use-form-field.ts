"use client";

import { useId, type ChangeEvent, type ReactNode } from "react";
import { useController } from "react-hook-form";
import { validateField, type FieldType, type FieldValidator } from "@/lib/validation";
import { controlClass } from "./field-styles";

/** Props every field type accepts. */
export interface BaseFieldProps {
  name: string;
  label?: string;
  required?: boolean;
  pattern?: RegExp | string;
  patternMessage?: string;
  readonly?: boolean;
  validator?: FieldValidator;
  /** A hint shown under the field and announced with it. */
  description?: ReactNode;
  className?: string;
}

export interface FieldIds {
  input: string;
  label: string;
  description: string;
  error: string;
}

/** Wires one field to the surrounding <Form>: value, validation through validateField, ids and ARIA state. */
export function useFormField<TValue>(props: BaseFieldProps, type: FieldType, emptyValue: TValue) {
  const { name, label, required, pattern, patternMessage, readonly, validator, description, className } = props;
  const id = useId();
  const { field, fieldState } = useController({
    name,
    defaultValue: emptyValue,
    rules: {
      validate: (value) =>
        validateField({ label, required, type, pattern, patternMessage, readonly, validator }, value) ?? true,
    },
  });

  const error = fieldState.error?.message;
  const ids: FieldIds = {
    input: `${id}input`,
    label: `${id}label`,
    description: `${id}description`,
    error: `${id}error`,
  };
  const describedBy = [description ? ids.description : null, error ? ids.error : null].filter(Boolean).join(" ");

  const controlProps = {
    id: ids.input,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    "aria-required": required || undefined,
  };
  const setValue = (next: TValue) => {
    if (!readonly) field.onChange(next);
  };

  return {
    name: field.name,
    /** Attach to the focusable element so the form can focus it on error. */
    fieldRef: field.ref,
    onBlur: field.onBlur,
    value: (field.value ?? emptyValue) as TValue,
    setValue,
    error,
    ids,
    controlProps,
    /** Everything a native control holding text (select, textarea) needs, spread onto the element. */
    textControlProps: {
      ...controlProps,
      ref: field.ref,
      name: field.name,
      value: String(field.value ?? emptyValue ?? ""),
      onChange: (event: ChangeEvent<HTMLSelectElement | HTMLTextAreaElement>) => setValue(event.target.value as TValue),
      onBlur: field.onBlur,
      className: controlClass,
    },
    shellProps: { label, required, description, error, ids, className },
  };
}
