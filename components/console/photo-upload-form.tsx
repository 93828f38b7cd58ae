"use client";

import { useRouter } from "next/navigation";
import { errorText } from "@/lib/errors";
import { PHOTO_RULES, PHOTO_TYPES } from "@/lib/validation/photo";
import { useToast } from "@/lib/state/toasts";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";

type Values = { photo: File | null };

type Props = {
  /** The form's accessible name, e.g. "Add a photo of Basmati Rice". */
  formLabel: string;
  fieldLabel: string;
  submitText: string;
  /** Sends the file; the server checks what it is and answers with the message to show. */
  send: (photo: File) => Promise<{ message: string }>;
};

/** The console's one photo upload: a file field, the server's verdict shown under it, the page refreshed when saved. */
export function PhotoUploadForm({ formLabel, fieldLabel, submitText, send }: Props) {
  const router = useRouter();
  const toast = useToast();
  return (
    <Form<Values>
      defaultValues={{ photo: null }}
      aria-label={formLabel}
      className="flex flex-col gap-3 sm:max-w-md"
      onSubmit={async (values, form) => {
        if (!values.photo) return;
        try {
          toast.success((await send(values.photo)).message);
          form.reset();
          router.refresh();
        } catch (error) {
          throw new FormSubmitError(errorText(error));
        }
      }}
    >
      <FormField type="file" name="photo" label={fieldLabel} required accept={PHOTO_TYPES} description={PHOTO_RULES} />
      <SubmitButton pendingText="Uploading…">{submitText}</SubmitButton>
    </Form>
  );
}
