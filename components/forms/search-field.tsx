"use client";

import { TextField, type TextFieldProps } from "./text-field";

export type SearchFieldProps = Omit<TextFieldProps, "type">;

export function SearchField(props: SearchFieldProps) {
  return <TextField {...props} type="search" />;
}
