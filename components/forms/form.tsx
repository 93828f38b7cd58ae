"use client";

import { useEffect, type ComponentProps, type ReactNode } from "react";
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { FormError, SUBMIT_ERROR_KEY } from "./form-error";
import { FormSubmitError, GENERIC_SUBMIT_ERROR } from "./form-submit-error";

export interface FormProps<TValues extends FieldValues>
  extends Omit<ComponentProps<"form">, "onSubmit" | "noValidate" | "children" | "defaultValue"> {
  defaultValues?: DefaultValues<TValues>;
  /** Runs only when every field is valid. Throw a FormSubmitError to show its messages. */
  onSubmit: (values: TValues, form: UseFormReturn<TValues>) => void | Promise<void>;
  children: ReactNode;
  /** When this value changes, the last submit's error goes: what it was about has changed (the cart, say). */
  clearSubmitErrorOn?: unknown;
}

/**
 * A react-hook-form form with native validation off. Validates on submit, then revalidates a field on
 * every change once it has shown an error, and focuses the first invalid field.
 */
export function Form<TValues extends FieldValues>({ defaultValues, onSubmit, children, clearSubmitErrorOn, ...formProps }: FormProps<TValues>) {
  const form = useForm<TValues>({
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });

  const { clearErrors } = form;
  useEffect(() => clearErrors(SUBMIT_ERROR_KEY), [clearErrors, clearSubmitErrorOn]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values, form);
    } catch (error) {
      const submitError = error instanceof FormSubmitError ? error : null;
      for (const [name, message] of Object.entries(submitError?.fieldErrors ?? {})) {
        form.setError(name as Path<TValues>, { type: "server", message }, { shouldFocus: true });
      }
      form.setError(SUBMIT_ERROR_KEY, { type: "server", message: submitError?.message || GENERIC_SUBMIT_ERROR });
    }
  });

  return (
    <FormProvider {...form}>
      <form {...formProps} noValidate onSubmit={submit}>
        <FormError />
        {children}
      </form>
    </FormProvider>
  );
}
