"use client";

import { BRAND_COLOUR_MESSAGE, brandColourPattern } from "@/lib/api/contract/website-admin";
import { FormField } from "@/components/forms";
import { controlClass } from "@/components/forms/field-styles";
import { cx } from "@/components/ui/cx";

/** The store's own brand colour (app/globals.css), shown in the picker when the website keeps the default. */
const PICKER_DEFAULT = "#0f766e";

/** The brand colour as a #rrggbb text and a colour picker that write the same value; empty keeps the store's default. */
export function BrandColourField() {
  return (
    <FormField
      type="custom"
      name="brand_color"
      label="Brand colour"
      emptyValue=""
      description="Buttons, links and the brand bar; empty keeps the store's default colour."
      validator={(value) => value === "" || brandColourPattern.test(String(value)) || BRAND_COLOUR_MESSAGE}
      render={({ value, onChange, onBlur, ref, controlProps }) => {
        const text = String(value ?? "");
        return (
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label="Pick the brand colour"
              className="h-10 w-12 cursor-pointer rounded border border-line bg-surface"
              value={brandColourPattern.test(text) ? text.toLowerCase() : PICKER_DEFAULT}
              onChange={(event) => onChange(event.target.value)}
            />
            <input {...controlProps} ref={ref} type="text" className={cx(controlClass, "max-w-40")} placeholder="#0f766e" maxLength={7} value={text} onChange={(event) => onChange(event.target.value.trim())} onBlur={onBlur} />
            <button type="button" className="text-sm text-brand underline" onClick={() => onChange("")}>
              Use the default
            </button>
          </div>
        );
      }}
    />
  );
}
