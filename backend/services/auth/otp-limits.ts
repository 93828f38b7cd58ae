import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { OtpPolicy } from "./otp-policy";

const HOUR_MS = 60 * 60 * 1000;

export interface SendLimited {
  retryAfterSeconds: number;
  message: string;
}

const inMinutes = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
};

/** Seconds until the oldest of the last `limit` sends in the hour leaves the window. */
async function hourlyWait(db: Kysely<Database>, column: "phone" | "client_ip", value: string, limit: number, now: Date) {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const recent = await db
    .selectFrom("otp_codes")
    .select("created_at")
    .where(column, "=", value)
    .where("created_at", ">", since)
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  if (recent.length < limit) return 0;
  const oldest = new Date(recent[recent.length - 1].created_at).getTime();
  return Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000));
}

/**
 * The resend cooldown (per number, whichever website sent the last code), then the hourly caps per
 * number and per client; null when a code may be sent.
 */
export async function checkSendLimits(
  db: Kysely<Database>,
  request: { phone: string; clientIp: string },
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
  const numberWait = await hourlyWait(db, "phone", request.phone, policy.perNumberPerHour, now);
  if (numberWait > 0) {
    return {
      retryAfterSeconds: numberWait,
      message: `Too many codes were requested for this number. Please try again in ${inMinutes(numberWait)}.`,
    };
  }
  const clientWait = await hourlyWait(db, "client_ip", request.clientIp, policy.perClientPerHour, now);
  if (clientWait > 0) {
    return {
      retryAfterSeconds: clientWait,
      message: `Too many codes were requested from this device. Please try again in ${inMinutes(clientWait)}.`,
    };
  }
  return null;
}
