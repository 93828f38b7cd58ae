"use client";

import type { ComponentProps, ComponentType } from "react";
import { fieldRegistry } from "./field-registry";

type Registry = typeof fieldRegistry;

/** Props of `<FormField>`: `type` picks the component, and the rest are that component's props. */
export type FormFieldProps = {
  [Type in keyof Registry]: Omit<ComponentProps<Registry[Type]>, "type"> & { type: Type };
}[keyof Registry];

/** Renders the field component registered for `type`, e.g. `<FormField type="email" name="email" label="Email" />`. */
export function FormField(props: FormFieldProps) {
  const Field = fieldRegistry[props.type] as ComponentType<FormFieldProps>;
  return <Field {...props} />;
}
