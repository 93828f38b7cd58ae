"use client";

import { useTranslations } from "use-intl";
import { MOBILE_NUMBER_MAX_LENGTH, mobileNumberValidator } from "@/lib/validation";
import { FormField } from "@/components/forms";

/** The mobile number a sign-in code goes to, as people write it ("+91 98765 43210"), checked as the backend reads it. */
export function PhoneField({ placeholder }: { placeholder?: string }) {
  const t = useTranslations("SignIn");
  return (
    <FormField
      type="tel"
      name="phone"
      label={t("phone")}
      required
      validator={mobileNumberValidator(t("phone"))}
      autoComplete="tel"
      inputMode="tel"
      maxLength={MOBILE_NUMBER_MAX_LENGTH}
      placeholder={placeholder}
    />
  );
}
