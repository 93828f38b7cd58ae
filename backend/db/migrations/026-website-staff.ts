import { sql } from "kysely";
import { dropTables, type StoreMigration } from "./types";

/**
 * Which websites a user with admin access may run from the console. Until now the flag alone said so
 * for every website; the users who have it keep every website that exists.
 */
export const websiteStaffMigration: StoreMigration = {
  name: "026-website-staff",
  async up(db) {
    await db.schema
      .createTable("website_staff")
      .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("website_staff_pk", ["website_id", "user_id"])
      .execute();
    await db.schema.createIndex("website_staff_user").on("website_staff").column("user_id").execute();
    await sql`
      insert into website_staff (website_id, user_id, created_at)
      select websites.id, users.id, users.created_at from users cross join websites where users.has_admin_access = 1
    `.execute(db);
  },
  async down(db) {
    await dropTables(db, ["website_staff"]);
  },
};
