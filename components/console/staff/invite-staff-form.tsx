"use client";

import { useRouter } from "next/navigation";
import { browserFetch } from "@/lib/api/browser-transport";
import { inviteConsoleStaff } from "@/lib/api/console/staff";
import { STAFF_FIELD_LABELS } from "@/lib/api/schemas/console/staff";
import { errorText } from "@/lib/errors";
import { MOBILE_NUMBER_MAX_LENGTH, mobileNumberValidator } from "@/lib/validation/mobile-number";
import { useToast } from "@/lib/state/toasts";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";

type Values = { phone: string; name: string };

/** Adds a person to this website's staff by the number they sign in with. */
export function InviteStaffForm() {
  const router = useRouter();
  const toast = useToast();
  return (
    <Form<Values>
      defaultValues={{ phone: "", name: "" }}
      aria-label="Add to the staff"
      className="flex flex-wrap items-start gap-3"
      onSubmit={async (values, form) => {
        try {
          const { message } = await inviteConsoleStaff(browserFetch, { phone: values.phone, name: values.name || undefined });
          toast.success(message);
          form.reset();
          router.refresh();
        } catch (error) {
          throw new FormSubmitError(errorText(error));
        }
      }}
    >
      <FormField type="tel" name="phone" label={STAFF_FIELD_LABELS.phone} required validator={mobileNumberValidator(STAFF_FIELD_LABELS.phone)} maxLength={MOBILE_NUMBER_MAX_LENGTH} autoComplete="off" />
      <FormField type="text" name="name" label={STAFF_FIELD_LABELS.name} description="For a number with no account yet" maxLength={100} />
      <SubmitButton pendingText="Adding…" className="mt-6">
        Add to the staff
      </SubmitButton>
    </Form>
  );
}
