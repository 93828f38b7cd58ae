import { z } from "zod";
import { AUTH_FIELD_LABELS, otpCodePattern } from "../contract/auth";
import { phoneSchema, storedEmailSchema } from "@/lib/validation/schemas";
import { userSchema } from "./user";
export * from "../contract/auth";

export const currentUserSchema = z.object({ user: userSchema.nullable() });

/** A required text field with the form's '{label} is required' message, then the shared pattern. */
function requiredText(label: string, pattern?: z.ZodType<string, string>) {
  const required = z.string({ error: `${label} is required` }).min(1, `${label} is required`);
  return pattern ? required.pipe(pattern) : required;
}

export const otpRequestSchema = z.object({ phone: requiredText(AUTH_FIELD_LABELS.phone, phoneSchema) });
export type OtpRequest = z.infer<typeof otpRequestSchema>;

export const verifyRequestSchema = z.object({
  phone: requiredText(AUTH_FIELD_LABELS.phone, phoneSchema),
  code: requiredText(AUTH_FIELD_LABELS.code, z.string().regex(otpCodePattern.regex, otpCodePattern.message)),
});
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

export const registerRequestSchema = z.object({
  name: requiredText(AUTH_FIELD_LABELS.name, z.string().trim().min(2, "Name is too short").max(80, "Name is too long")),
  phone: requiredText(AUTH_FIELD_LABELS.phone, phoneSchema),
  /** Optional (sign-in is by phone); an empty text means none. */
  email: storedEmailSchema(AUTH_FIELD_LABELS.email).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The answer to a code request: when the visitor may ask again and how long the code lives (seconds). */
export const otpSentSchema = z.object({
  message: z.string(),
  resend_in: z.number().int().nonnegative(),
  expires_in: z.number().int().positive(),
});
export type OtpSent = z.infer<typeof otpSentSchema>;

export const signedInSchema = z.object({ user: userSchema });
export const loggedOutSchema = z.object({ ok: z.literal(true) });
