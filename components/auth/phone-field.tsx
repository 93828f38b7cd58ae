import { AUTH_FIELD_LABELS } from "@/lib/api/contract/auth";
import { MOBILE_NUMBER_MAX_LENGTH, mobileNumberValidator } from "@/lib/validation";
import { FormField } from "@/components/forms";

/** The mobile number a sign-in code goes to, as people write it ("+91 98765 43210"), checked as the backend reads it. */
export function PhoneField({ placeholder }: { placeholder?: string }) {
  return (
    <FormField
      type="tel"
      name="phone"
      label={AUTH_FIELD_LABELS.phone}
      required
      validator={mobileNumberValidator(AUTH_FIELD_LABELS.phone)}
      autoComplete="tel"
      inputMode="tel"
      maxLength={MOBILE_NUMBER_MAX_LENGTH}
      placeholder={placeholder}
    />
  );
}
