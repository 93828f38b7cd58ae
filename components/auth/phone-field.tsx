import { AUTH_FIELD_LABELS } from "@/lib/api/contract/auth";
import { phonePattern } from "@/lib/validation";
import { FormField } from "@/components/forms";

/** The mobile number a sign-in code goes to, checked with the same pattern the backend uses. */
export function PhoneField({ placeholder }: { placeholder?: string }) {
  return (
    <FormField
      type="tel"
      name="phone"
      label={AUTH_FIELD_LABELS.phone}
      required
      pattern={phonePattern.regex}
      patternMessage={phonePattern.message}
      autoComplete="tel"
      inputMode="numeric"
      maxLength={10}
      placeholder={placeholder}
    />
  );
}
