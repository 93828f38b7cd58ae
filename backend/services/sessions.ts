import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, SessionRow, UserRow } from "@/backend/db/schema";

/** How long a session lives without a new sign-in; its cookies live as long. */
export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A live session of this website for the cookie token, with its user. */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  websiteId: number,
  now = new Date(),
): Promise<{ session: SessionRow; user: UserRow | null } | null> {
  const session = await db
    .selectFrom("sessions")
    .selectAll()
    .where("token_hash", "=", hashToken(token))
    .where("website_id", "=", websiteId)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!session) return null;
  const user = session.user_id
    ? ((await db.selectFrom("users").selectAll().where("id", "=", session.user_id).executeTakeFirst()) ?? null)
    : null;
  return { session, user };
}

/** Creates a session and returns the token for the cookie; only its hash is stored. */
export async function createSession(
  db: Kysely<Database>,
  values: { websiteId: number; userId?: number | null; pincode?: string | null },
  now = new Date(),
): Promise<{ token: string; session: SessionRow }> {
  const token = randomBytes(32).toString("base64url");
  const session = await db
    .insertInto("sessions")
    .values({
      token_hash: hashToken(token),
      website_id: values.websiteId,
      user_id: values.userId ?? null,
      pincode: values.pincode ?? null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000).toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { token, session };
}

export async function setSessionPincode(db: Kysely<Database>, sessionId: number, pincode: string) {
  await db.updateTable("sessions").set({ pincode }).where("id", "=", sessionId).execute();
}
