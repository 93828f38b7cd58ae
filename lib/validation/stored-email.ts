import { emailStrictPattern } from "./patterns";
import { invalidEmailMessage, type FieldDefinition } from "./rules";

/**
 * The rule for an email address that is stored: an email field ('{label} is not a valid email
 * address') also held to the strict shared pattern, which refuses a dot at either end of the name
 * before the @, with the same message. The form and the API both run this definition.
 */
export function storedEmailField(label = "Email", required = false): FieldDefinition & { type: "email"; label: string } {
  return { label, required, type: "email", pattern: emailStrictPattern.regex, patternMessage: invalidEmailMessage(label) };
}
