import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";

const META_KEY = "otp_secret";
const secrets = new WeakMap<Kysely<Database>, Promise<string>>();

/** OTP_SECRET, else one random secret kept in store_meta so every process of a deployment shares it. */
async function loadSecret(db: Kysely<Database>): Promise<string> {
  const fromEnv = process.env.OTP_SECRET?.trim();
  if (fromEnv) return fromEnv;
  await db
    .insertInto("store_meta")
    .values({ key: META_KEY, value: randomBytes(32).toString("hex") })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("store_meta").select("value").where("key", "=", META_KEY).executeTakeFirstOrThrow();
  return row.value;
}

export function otpSecret(db: Kysely<Database>): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSecret(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

/** The code is bound to its number so a stored HMAC says nothing about other numbers' codes. */
export const otpHmac = (secret: string, phone: string, code: string) =>
  createHmac("sha256", secret).update(`${phone}:${code}`).digest("hex");

export function sameHmac(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
