import type { Kysely } from "kysely";
import type { Database, UserRow } from "@/backend/db/schema";
import type { StaffList, StaffMember } from "@/lib/api/schemas/console/staff";

/** The staff rows, with who they are and which website they run; one website's, or every website's. */
export async function staffMembers(db: Kysely<Database>, viewerId: number | null, scope: { websiteId?: number; userId?: number }): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom("website_staff")
    .innerJoin("users", "users.id", "website_staff.user_id")
    .innerJoin("websites", "websites.id", "website_staff.website_id")
    .select(["users.id as user_id", "users.name", "users.phone", "websites.id as website_id", "websites.name as website_name", "website_staff.created_at as added_at"])
    .where("users.has_admin_access", "=", 1)
    .$if(scope.websiteId !== undefined, (query) => query.where("website_staff.website_id", "=", scope.websiteId!))
    .$if(scope.userId !== undefined, (query) => query.where("website_staff.user_id", "=", scope.userId!))
    .orderBy("websites.name")
    .orderBy("users.name")
    .orderBy("users.id")
    .execute();
  return rows.map((row) => ({ ...row, you: row.user_id === viewerId }));
}

/** The users who may run this website; a superadmin sees every website's (the operator token: this website's). */
export async function listStaff(db: Kysely<Database>, viewer: UserRow | null, websiteId: number): Promise<StaffList> {
  const everyWebsite = viewer?.superadmin === 1;
  return { data: await staffMembers(db, viewer?.id ?? null, everyWebsite ? {} : { websiteId }), website_id: websiteId, every_website: everyWebsite };
}
