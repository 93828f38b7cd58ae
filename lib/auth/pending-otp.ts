import type { OtpSent, RegisterRequest } from "@/lib/api/schemas";

/** The code request in progress, kept for the browser tab between /auth/login (or /auth/register) and /auth/verify. */
export interface PendingOtp {
  phone: string;
  /** Epoch ms from which another code may be requested. */
  resendAt: number;
  /** Epoch ms at which the code stops working (absent in values saved before this field existed). */
  expiresAt?: number;
  /** Set for a registration: a resend asks for a registration code again. */
  registration?: Pick<RegisterRequest, "name" | "email">;
}

export const PENDING_OTP_KEY = "auth_pending_otp";

export function savePendingOtp(
  pending: Omit<PendingOtp, "resendAt" | "expiresAt">,
  sent: Pick<OtpSent, "resend_in" | "expires_in">,
  now = Date.now(),
) {
  const value: PendingOtp = { ...pending, resendAt: now + sent.resend_in * 1000, expiresAt: now + sent.expires_in * 1000 };
  sessionStorage.setItem(PENDING_OTP_KEY, JSON.stringify(value));
  return value;
}

export function parsePendingOtp(raw: string | null): PendingOtp | null {
  try {
    const value = JSON.parse(raw ?? "null") as PendingOtp | null;
    return value && typeof value.phone === "string" && typeof value.resendAt === "number" ? value : null;
  } catch {
    return null;
  }
}

export const readPendingOtp = () => parsePendingOtp(sessionStorage.getItem(PENDING_OTP_KEY));

export function clearPendingOtp() {
  sessionStorage.removeItem(PENDING_OTP_KEY);
}

/** The number is read from this tab's pending code request, so it never appears in a URL. */
export const VERIFY_PATH = "/auth/verify";
