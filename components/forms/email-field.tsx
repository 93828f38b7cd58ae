"use client";

import { storedEmailField } from "@/lib/validation/stored-email";
import { TextField } from "./text-field";

/** The one email input of the store's forms: the stored-email rule and message the API applies too. */
export function EmailField({ name = "email", label = "Email", required, description }: { name?: string; label?: string; required?: boolean; description?: string }) {
  return <TextField {...storedEmailField(label, required)} name={name} autoComplete="email" description={description} />;
}
