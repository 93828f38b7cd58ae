/**
 * Throw from a <Form> onSubmit to show `message` above the form and, optionally, messages under fields
 * (e.g. the backend's zod issues, which use the same messages as the fields).
 */
export class FormSubmitError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = "FormSubmitError";
  }
}

export const GENERIC_SUBMIT_ERROR = "Something went wrong. Please try again.";
