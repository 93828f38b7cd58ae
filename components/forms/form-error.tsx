"use client";

import { useFormState } from "react-hook-form";
import { useFieldErrorWords } from "./field-error-words";

export const SUBMIT_ERROR_KEY = "root.submit";

/** The form-level error of the last submit, if any. <Form> renders it at the top. */
export function FormError() {
  const { errors } = useFormState();
  const say = useFieldErrorWords();
  const message = errors.root?.submit?.message;
  if (!message) return null;
  return (
    <p role="alert" className="mb-4 rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger">
      {say(message)}
    </p>
  );
}
