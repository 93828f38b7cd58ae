import type { Pattern } from "@/lib/validation/patterns";

/** The labels the auth forms show; the backend names fields by them so its messages equal the form's. */
export const AUTH_FIELD_LABELS = { name: "Name", phone: "Mobile number", email: "Email", code: "Verification code" } as const;

export const otpCodePattern: Pattern = { regex: /^\d{6}$/, message: "Enter the 6-digit code" };
export const OTP_CODE_LENGTH = 6;
