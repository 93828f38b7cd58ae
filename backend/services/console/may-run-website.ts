import type { Kysely } from "kysely";
import type { Database, UserRow } from "@/backend/db/schema";

/** A superadmin runs every website; an admin-access user only the websites whose staff they are. */
export async function mayRunWebsite(db: Kysely<Database>, user: UserRow, websiteId: number): Promise<boolean> {
  if (user.superadmin === 1) return true;
  if (user.has_admin_access !== 1) return false;
  const staff = await db
    .selectFrom("website_staff")
    .select("user_id")
    .where("website_id", "=", websiteId)
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  return staff !== undefined;
}
