"use client";

import { useRouter } from "next/navigation";
import { requestRegistrationCode } from "@/lib/api/auth";
import { browserFetch } from "@/lib/api/browser-transport";
import { AUTH_FIELD_LABELS } from "@/lib/api/contract/auth";
import { savePendingOtp, VERIFY_PATH } from "@/lib/auth/pending-otp";
import { errorText } from "@/lib/errors";
import { EmailField, Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { normaliseMobileNumber } from "@/lib/validation";
import { PhoneField } from "./phone-field";

type RegisterValues = { name: string; phone: string; email: string };

/** Name, mobile number and (optionally) email → a code by SMS → /auth/verify creates the account. */
export function RegisterForm() {
  const router = useRouter();
  return (
    <Form<RegisterValues>
      defaultValues={{ name: "", phone: "", email: "" }}
      className="flex flex-col gap-4"
      onSubmit={async ({ name, phone: written, email }) => {
        const phone = normaliseMobileNumber(written);
        const registration = { name: name.trim(), email: email.trim() };
        try {
          savePendingOtp({ phone, registration }, await requestRegistrationCode(browserFetch, { phone, ...registration }));
        } catch (error) {
          throw new FormSubmitError(errorText(error));
        }
        router.push(VERIFY_PATH);
      }}
    >
      <FormField type="text" name="name" label={AUTH_FIELD_LABELS.name} required autoComplete="name" />
      <PhoneField />
      <EmailField label={AUTH_FIELD_LABELS.email} description="Optional: for order receipts" />
      <SubmitButton pendingText="Sending code…" className="w-full py-2.5">
        Create account
      </SubmitButton>
    </Form>
  );
}
