import { randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, OtpCodeRow, OtpPurpose } from "@/backend/db/schema";
import { checkSendLimits, recordLookupWithoutCode, type CodeRequester, type SendLimited } from "./otp-limits";
import { otpPolicy, type OtpPolicy } from "./otp-policy";
import { otpHmac, otpSecret, sameHmac } from "./otp-secret";
import { otpTransport } from "./otp-transport";
import { OTP_MESSAGES } from "@/lib/api/schemas/shopper-sentences";

export { OTP_MESSAGES };

export interface CodeRequest {
  phone: string;
  websiteId: number;
  clientIp: string;
  purpose: OtpPurpose;
  /** The language of the page the code was asked from: the message is written in it. */
  language: string;
  pendingName?: string | null;
  pendingEmail?: string | null;
}

export type IssueResult =
  | { ok: true; resendIn: number; expiresIn: number }
  | ({ ok: false } & SendLimited);

/**
 * Before /otp and /register look the number up: the same limits as a send, so probing which numbers
 * have accounts costs what sending codes costs. Null when the lookup may go ahead.
 */
export async function lookupLimited(
  db: Kysely<Database>,
  requester: CodeRequester,
  now = new Date(),
  policy: OtpPolicy = otpPolicy(),
): Promise<SendLimited | null> {
  return policy.testCode ? null : checkSendLimits(db, requester, policy, now);
}

/** A lookup answered without a code (unknown number, number taken) counts as a request all the same. */
export async function countLookupWithoutCode(
  db: Kysely<Database>,
  requester: CodeRequester,
  now = new Date(),
  policy: OtpPolicy = otpPolicy(),
): Promise<void> {
  if (!policy.testCode) await recordLookupWithoutCode(db, requester, policy, now);
}

const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** Sends a fresh code (after the rate limits) and stores only its HMAC; earlier codes of the number stop counting. */
export async function issueCode(
  db: Kysely<Database>,
  request: CodeRequest,
  now = new Date(),
  policy: OtpPolicy = otpPolicy(),
): Promise<IssueResult> {
  if (!policy.testCode) {
    const limited = await checkSendLimits(db, request, policy, now);
    if (limited) return { ok: false, ...limited };
  }
  const code = policy.testCode ?? randomCode();
  const secret = await otpSecret(db);
  await otpTransport().send(request.phone, code, request.language);
  await db
    .insertInto("otp_codes")
    .values({
      phone: request.phone,
      website_id: request.websiteId,
      code_hmac: otpHmac(secret, request.phone, code),
      purpose: request.purpose,
      pending_name: request.pendingName ?? null,
      pending_email: request.pendingEmail ?? null,
      expires_at: new Date(now.getTime() + policy.codeTtlSeconds * 1000).toISOString(),
      created_at: now.toISOString(),
      client_ip: request.clientIp,
    })
    .execute();
  return { ok: true, resendIn: policy.resendSeconds, expiresIn: policy.codeTtlSeconds };
}

export type CheckResult = { ok: true; otp: OtpCodeRow } | { ok: false; message: string };

/**
 * Checks the number's latest code. Every check first claims one of the code's tries with a
 * conditional update, so concurrent guesses cannot share a try: after the allowed number of checks
 * the code is dead whatever arrived at once. A match consumes the code (single use); the
 * comparison is constant-time.
 */
export async function checkCode(
  db: Kysely<Database>,
  input: { phone: string; websiteId: number; code: string },
  now = new Date(),
  policy: OtpPolicy = otpPolicy(),
): Promise<CheckResult> {
  const otp = await db
    .selectFrom("otp_codes")
    .selectAll()
    .where("phone", "=", input.phone)
    .where("website_id", "=", input.websiteId)
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!otp) return { ok: false, message: OTP_MESSAGES.none };
  if (otp.consumed_at) return { ok: false, message: OTP_MESSAGES.used };
  if (new Date(otp.expires_at) <= now) return { ok: false, message: OTP_MESSAGES.expired };
  const tried = await db
    .updateTable("otp_codes")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", otp.id)
    .where("attempts", "<", policy.maxWrongAttempts)
    .where("consumed_at", "is", null)
    .returning(["attempts", "consumed_at"])
    .executeTakeFirst();
  if (!tried) {
    const current = await db.selectFrom("otp_codes").select("consumed_at").where("id", "=", otp.id).executeTakeFirstOrThrow();
    return { ok: false, message: current.consumed_at ? OTP_MESSAGES.used : OTP_MESSAGES.expired };
  }
  const secret = await otpSecret(db);
  if (sameHmac(otp.code_hmac, otpHmac(secret, input.phone, input.code))) {
    // The consumed_at guard makes two simultaneous correct submissions sign in only once.
    const claimed = await db
      .updateTable("otp_codes")
      .set({ consumed_at: now.toISOString() })
      .where("id", "=", otp.id)
      .where("consumed_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return { ok: false, message: OTP_MESSAGES.used };
    return { ok: true, otp };
  }
  const left = policy.maxWrongAttempts - tried.attempts;
  return { ok: false, message: left > 0 ? OTP_MESSAGES.wrong(left) : OTP_MESSAGES.tooManyTries };
}
