import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, SessionRow, UserRow } from "@/backend/db/schema";

/** How long a session lives without a new sign-in; its cookies live as long. */
export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A live session of this website for the cookie token, with its user: one read, by the unique index
 * on token_hash, since every call that carries a session cookie makes it.
 */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  websiteId: number,
  now = new Date(),
): Promise<{ session: SessionRow; user: UserRow | null } | null> {
  const row = await db
    .selectFrom("sessions")
    .leftJoin("users", "users.id", "sessions.user_id")
    .selectAll("sessions")
    .select([
      "users.id as user_row_id",
      "users.name as user_name",
      "users.phone as user_phone",
      "users.email as user_email",
      "users.superadmin as user_superadmin",
      "users.has_admin_access as user_has_admin_access",
      "users.is_sales_agent as user_is_sales_agent",
      "users.sales_agent_id as user_sales_agent_id",
      "users.created_at as user_created_at",
      "users.gstin as user_gstin",
    ])
    .where("sessions.token_hash", "=", hashToken(token))
    .where("sessions.website_id", "=", websiteId)
    .where("sessions.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  const { user_row_id, user_name, user_phone, user_email, user_superadmin, user_has_admin_access, user_is_sales_agent, user_sales_agent_id, user_created_at, user_gstin, ...session } = row;
  const user: UserRow | null =
    user_row_id === null || user_phone === null || user_created_at === null
      ? null
      : {
          id: user_row_id,
          name: user_name,
          phone: user_phone,
          email: user_email,
          superadmin: user_superadmin ?? 0,
          has_admin_access: user_has_admin_access ?? 0,
          is_sales_agent: user_is_sales_agent ?? 0,
          sales_agent_id: user_sales_agent_id,
          created_at: user_created_at,
          gstin: user_gstin,
        };
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
