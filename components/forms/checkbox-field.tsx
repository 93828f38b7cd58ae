"use client";

import { FieldShell } from "./field-shell";
import { choiceClass } from "./field-styles";
import { useFormField, type BaseFieldProps } from "./use-form-field";

export type CheckboxFieldProps = BaseFieldProps;

/** A single checkbox storing true/false; when required it must be ticked. */
export function CheckboxField(props: CheckboxFieldProps) {
  const { name, fieldRef, onBlur, value, setValue, controlProps, shellProps } = useFormField<boolean>(props, "checkbox", false);

  return (
    <FieldShell {...shellProps} inline>
      <input
        {...controlProps}
        ref={fieldRef}
        name={name}
        type="checkbox"
        checked={value}
        onChange={(event) => setValue(event.target.checked)}
        onBlur={onBlur}
        disabled={props.readonly}
        className={choiceClass}
      />
    </FieldShell>
  );
}
