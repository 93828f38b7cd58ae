"use client";

import type { FieldOption } from "@/lib/validation";
import { cx } from "@/components/ui/cx";
import { FieldShell } from "./field-shell";
import { choiceClass } from "./field-styles";
import { useFormField, type BaseFieldProps } from "./use-form-field";

export interface RadioFieldProps extends BaseFieldProps {
  options: readonly FieldOption[];
  /** Lay the choices out in a row instead of a column. */
  inline?: boolean;
}

export function RadioField({ options, inline, ...props }: RadioFieldProps) {
  const { name, fieldRef, onBlur, value, setValue, controlProps, shellProps, ids } = useFormField<string>(props, "radio", "");
  const checkedIndex = options.findIndex((option) => option.value === value);
  // Focus on error goes to the radio a keyboard user would land on: the checked one, else the first.
  const focusIndex = Math.max(checkedIndex, 0);

  return (
    <FieldShell {...shellProps} labelAs="span">
      <div
        {...controlProps}
        role="radiogroup"
        aria-labelledby={shellProps.label ? ids.label : undefined}
        className={cx("flex gap-2", inline ? "flex-row flex-wrap gap-x-4" : "flex-col")}
      >
        {options.map((option, index) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-fg">
            <input
              ref={index === focusIndex ? fieldRef : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => setValue(option.value)}
              onBlur={onBlur}
              disabled={props.readonly}
              className={choiceClass}
            />
            {option.text}
          </label>
        ))}
      </div>
    </FieldShell>
  );
}
