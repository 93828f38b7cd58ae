import { z } from "zod";
import { DATE_RANGE_MESSAGE, isEmptyDate, normalizeDate, parseDate } from "./dates";
import { patterns, type Pattern } from "./patterns";
import { validateField } from "./rules";
import { normaliseMobileNumber } from "./mobile-number";
import { storedEmailField } from "./stored-email";

// The API's side of the shared rules: zod schemas with the forms' patterns and messages. Kept apart
// from the rules themselves so the forms in the browser do not load the validation library.

/** A zod string schema enforcing the pattern with the same message the form shows. */
function patternSchema(pattern: Pattern) {
  return z.string().regex(pattern.regex, pattern.message);
}

export const emailSchema = patternSchema(patterns.email);
export const emailStrictSchema = patternSchema(patterns.emailStrict);
/** A mobile number as people write it ("+91 98765 43210"), checked and kept as its ten digits. */
export const phoneSchema = z.string().transform(normaliseMobileNumber).pipe(patternSchema(patterns.phone));
export const pincodeSchema = patternSchema(patterns.pincode);
export const numberSchema = patternSchema(patterns.number);
export const wholeNumberSchema = patternSchema(patterns.wholeNumber);
export const nonNegativeIntegerSchema = patternSchema(patterns.nonNegativeInteger);
export const positiveIntegerSchema = patternSchema(patterns.positiveInteger);
export const signedDecimalSchema = patternSchema(patterns.signedDecimal);
export const slugSchema = patternSchema(patterns.slug);

/** Accepts `YYYYMMDD` or ISO and outputs `YYYYMMDD`; EMPTY_DATE and '' pass through as EMPTY_DATE. */
export const storedDateSchema = z
  .string()
  .refine((value) => isEmptyDate(value) || parseDate(value) !== null, DATE_RANGE_MESSAGE)
  .transform(normalizeDate);

/** The API's reading of an optional stored email: trimmed, "" for none, else the form's rule and message. */
export function storedEmailSchema(label = "Email") {
  return z
    .string()
    .trim()
    .superRefine((value, context) => {
      const problem = validateField(storedEmailField(label), value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    });
}
