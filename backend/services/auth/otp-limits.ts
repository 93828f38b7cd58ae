import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { inMinutes, recentAttempts, recordAttempt, secondsUntilFree, type RateLimit } from "@/backend/services/rate-limit";
import type { OtpPolicy } from "./otp-policy";

const HOUR_MS = 60 * 60 * 1000;

export interface SendLimited {
  retryAfterSeconds: number;
  message: string;
}

export interface CodeRequester {
  phone: string;
  clientIp: string;
}

/** Account lookups that sent no code (unknown number, number taken) count against the same hourly caps as sends. */
const lookupRules = (policy: OtpPolicy) => ({
  phone: { bucket: "account-lookup:phone", limit: policy.perNumberPerHour, windowMs: HOUR_MS } satisfies RateLimit,
  client_ip: { bucket: "account-lookup:client", limit: policy.perClientPerHour, windowMs: HOUR_MS } satisfies RateLimit,
});

/** Seconds until the oldest of the last `limit` sends and lookups in the hour leaves the window. */
async function hourlyWait(db: Kysely<Database>, column: "phone" | "client_ip", value: string, policy: OtpPolicy, now: Date) {
  const rule = lookupRules(policy)[column];
  const sends = await db
    .selectFrom("otp_codes")
    .select("created_at")
    .where(column, "=", value)
    .where("created_at", ">", new Date(now.getTime() - HOUR_MS).toISOString())
    .orderBy("created_at", "desc")
    .limit(rule.limit)
    .execute();
  const lookups = await recentAttempts(db, rule, value, now);
  return secondsUntilFree([...sends.map((row) => row.created_at), ...lookups], rule.limit, HOUR_MS, now);
}

/**
 * The resend cooldown (per number, whichever website sent the last code), then the hourly caps per
 * number and per client; null when a code may be sent.
 */
export async function checkSendLimits(
  db: Kysely<Database>,
  request: CodeRequester,
  policy: OtpPolicy,
  now: Date,
): Promise<SendLimited | null> {
  const last = await db
    .selectFrom("otp_codes")
    .select("created_at")
    .where("phone", "=", request.phone)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (last) {
    const wait = Math.ceil((new Date(last.created_at).getTime() + policy.resendSeconds * 1000 - now.getTime()) / 1000);
    if (wait > 0) return { retryAfterSeconds: wait, message: `Please wait ${wait} seconds before requesting another code` };
  }
  const numberWait = await hourlyWait(db, "phone", request.phone, policy, now);
  if (numberWait > 0) {
    return {
      retryAfterSeconds: numberWait,
      message: `Too many codes were requested for this number. Please try again in ${inMinutes(numberWait)}.`,
    };
  }
  const clientWait = await hourlyWait(db, "client_ip", request.clientIp, policy, now);
  if (clientWait > 0) {
    return {
      retryAfterSeconds: clientWait,
      message: `Too many codes were requested from this device. Please try again in ${inMinutes(clientWait)}.`,
    };
  }
  return null;
}

/** A lookup that sent no code still costs the number and the client one request. */
export async function recordLookupWithoutCode(db: Kysely<Database>, request: CodeRequester, policy: OtpPolicy, now: Date) {
  const rules = lookupRules(policy);
  await recordAttempt(db, rules.phone, request.phone, now);
  await recordAttempt(db, rules.client_ip, request.clientIp, now);
}
