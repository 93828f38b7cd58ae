import type { Kysely } from "kysely";
import type { Database, SessionRow, UserRow } from "@/backend/db/schema";
import { mergeGuestCart } from "@/backend/services/cart/merge-guest-cart";
import { createSession } from "@/backend/services/sessions";
import type { OtpCodeRow } from "@/backend/db/schema";
import type { Result } from "@/backend/services/result";
import { ACCOUNT_MESSAGES } from "@/lib/api/schemas/shopper-sentences";

export { ACCOUNT_MESSAGES };

export const findUserByPhone = (db: Kysely<Database>, phone: string) =>
  db.selectFrom("users").selectAll().where("phone", "=", phone).executeTakeFirst();

/** `unknownPhone`: a sign-in code for a number with no account; `phoneTaken`: a registration code for a number that has one. */
export type UserForCodeResult = Result<{ user: UserRow }, keyof typeof ACCOUNT_MESSAGES>;

/** The account a verified code stands for: the existing user, or the one a pending registration creates. */
export async function userForCode(db: Kysely<Database>, otp: OtpCodeRow, now = new Date()): Promise<UserForCodeResult> {
  const existing = await findUserByPhone(db, otp.phone);
  if (otp.purpose === "login") return existing ? { ok: true, user: existing } : { ok: false, reason: "unknownPhone" };
  if (existing) return { ok: false, reason: "phoneTaken" };
  const user = await db
    .insertInto("users")
    .values({ name: otp.pending_name, phone: otp.phone, email: otp.pending_email, created_at: now.toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ok: true, user };
}

/**
 * Rotates the session at sign-in (no fixation): a new token for the user, carrying the visitor's pincode; the
 * guest cart of the old session joins the user's cart; the old session row is deleted.
 */
export async function startUserSession(
  db: Kysely<Database>,
  args: { websiteId: number; userId: number; previous: SessionRow | null; pincode: string | null },
  now = new Date(),
): Promise<{ token: string; session: SessionRow }> {
  return db.transaction().execute(async (trx) => {
    const { previous } = args;
    const created = await createSession(trx, { websiteId: args.websiteId, userId: args.userId, pincode: args.pincode }, now);
    if (previous) {
      if (previous.user_id === null) {
        await mergeGuestCart(trx, { guestSessionId: previous.id, userId: args.userId, websiteId: args.websiteId }, now);
      }
      await trx.deleteFrom("sessions").where("id", "=", previous.id).execute();
    }
    return created;
  });
}

export async function endSession(db: Kysely<Database>, session: SessionRow | null) {
  if (session) await db.deleteFrom("sessions").where("id", "=", session.id).execute();
}
