import { phonePattern } from "./patterns";
import { requiredMessage } from "./rules";

/** Room for "+91 98765 43210" and a little punctuation. */
export const MOBILE_NUMBER_MAX_LENGTH = 20;

/**
 * An Indian mobile number as people write it, reduced to its ten digits: spaces, dashes, dots and
 * brackets dropped, and a leading +91, 91 or 0 (the country or trunk prefix) taken off. Text that
 * does not reduce to ten digits is handed back trimmed, for the pattern to refuse.
 */
export function normaliseMobileNumber(text: string): string {
  const trimmed = text.trim();
  const digits = trimmed.replace(/[\s().-]/g, "");
  const national = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(digits);
  return national ? national[1] : trimmed;
}

/** The form's check of a mobile number field: required, then the shared pattern on its ten digits. */
export function mobileNumberValidator(label: string) {
  return (value: unknown): true | string => {
    const text = typeof value === "string" ? value.trim() : "";
    if (!text) return requiredMessage(label);
    return phonePattern.regex.test(normaliseMobileNumber(text)) ? true : phonePattern.message;
  };
}
