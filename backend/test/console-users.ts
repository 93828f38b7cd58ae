import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { ensureDatabase } from "@/backend/ensure-database";
import { createSession } from "@/backend/services/sessions";
import { signedInCookie } from "./shopper";

const DEFAULT_WEBSITE_ID = 1;
export const WHOLESALE_WEBSITE_ID = 2;

/** The demo's admin-access user (runs both demo websites), signed in on the default website. */
export const adminCookie = async () => (await signedInCookie("9876543212")).cookie;

/**
 * A user with admin access who runs only the wholesale website, signed in on the website given: the
 * one who must not reach another website's data.
 */
export async function wholesaleOnlyAdminCookie(websiteId = DEFAULT_WEBSITE_ID) {
  const db = await ensureDatabase();
  const phone = "9123400001";
  const existing = await db.selectFrom("users").select("id").where("phone", "=", phone).executeTakeFirst();
  const userId =
    existing?.id ??
    (
      await db
        .insertInto("users")
        .values({ name: "Wholesale Manager", phone, email: null, has_admin_access: 1, created_at: new Date().toISOString() })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  if (!existing) {
    await db.insertInto("website_staff").values({ website_id: WHOLESALE_WEBSITE_ID, user_id: userId, created_at: new Date().toISOString() }).execute();
  }
  const { token } = await createSession(db, { websiteId, userId });
  return `sid=${token}`;
}

/** The database and the demo administrator's cookie, filled in before the file's tests run. */
export function consoleTestContext() {
  const context = {} as { db: Kysely<Database>; admin: string };
  beforeAll(async () => {
    context.db = await ensureDatabase();
    context.admin = await adminCookie();
  });
  return context;
}
