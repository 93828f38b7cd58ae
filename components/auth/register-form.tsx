"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "use-intl";
import { requestRegistrationCode } from "@/lib/api/auth";
import { browserFetch } from "@/lib/api/browser-transport";
import { savePendingOtp, VERIFY_PATH } from "@/lib/auth/pending-otp";
import { errorText } from "@/lib/errors";
import { EmailField, Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { normaliseMobileNumber } from "@/lib/validation";
import { useLanguagePath } from "@/components/i18n/language-link";
import { PhoneField } from "./phone-field";

type RegisterValues = { name: string; phone: string; email: string };

/** Name, mobile number and (optionally) email → a code by SMS → /auth/verify creates the account. */
export function RegisterForm() {
  const t = useTranslations("SignIn");
  const router = useRouter();
  const inLanguage = useLanguagePath();
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
        router.push(inLanguage(VERIFY_PATH));
      }}
    >
      <FormField type="text" name="name" label={t("name")} required autoComplete="name" />
      <PhoneField />
      <EmailField label={t("email")} description={t("emailHint")} />
      <SubmitButton pendingText={t("sendingCode")} className="w-full py-2.5">
        {t("createAccount")}
      </SubmitButton>
    </Form>
  );
}
