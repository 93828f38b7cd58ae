import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";

/** "3 minutes", for messages that say when to try again. */
export function inMinutes(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export interface RateLimit {
  bucket: string;
  limit: number;
  windowMs: number;
}

/**
 * Seconds until one more attempt fits in a sliding window that already holds `times` (ISO strings,
 * any order); 0 when it fits now.
 */
export function secondsUntilFree(times: string[], limit: number, windowMs: number, now: Date): number {
  const since = now.getTime() - windowMs;
  const inWindow = times.map((time) => new Date(time).getTime()).filter((time) => time > since).sort((a, b) => b - a);
  if (inWindow.length < limit) return 0;
  const oldestCounted = inWindow[limit - 1];
  return Math.max(1, Math.ceil((oldestCounted + windowMs - now.getTime()) / 1000));
}

/** The latest `limit` attempts of (bucket, subject) inside the window. */
export async function recentAttempts(db: Kysely<Database>, rule: RateLimit, subject: string, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom("rate_limit_events")
    .select("created_at")
    .where("bucket", "=", rule.bucket)
    .where("subject", "=", subject)
    .where("created_at", ">", new Date(now.getTime() - rule.windowMs).toISOString())
    .orderBy("created_at", "desc")
    .limit(rule.limit)
    .execute();
  return rows.map((row) => row.created_at);
}

/** Counts one attempt; the subject's attempts older than the window go at the same time. */
export async function recordAttempt(db: Kysely<Database>, rule: RateLimit, subject: string, now: Date): Promise<void> {
  await db
    .deleteFrom("rate_limit_events")
    .where("bucket", "=", rule.bucket)
    .where("subject", "=", subject)
    .where("created_at", "<=", new Date(now.getTime() - rule.windowMs).toISOString())
    .execute();
  await db.insertInto("rate_limit_events").values({ bucket: rule.bucket, subject, created_at: now.toISOString() }).execute();
}

/** Seconds to wait before the next attempt of this subject, 0 when it may go ahead. */
export async function waitBeforeAttempt(db: Kysely<Database>, rule: RateLimit, subject: string, now: Date): Promise<number> {
  return secondsUntilFree(await recentAttempts(db, rule, subject, now), rule.limit, rule.windowMs, now);
}
