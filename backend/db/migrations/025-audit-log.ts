import { dropTables, withId, type StoreMigration } from "./types";

/**
 * What the console's users changed: who, when, what, and the record before and after. Rows are only
 * ever inserted; nothing in the application updates or deletes them.
 */
export const auditLogMigration: StoreMigration = {
  name: "025-audit-log",
  async up(db, dialect) {
    await withId(db.schema.createTable("audit_log"), dialect)
      .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
      .addColumn("actor_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("entity", "text", (c) => c.notNull())
      .addColumn("entity_id", "text")
      .addColumn("summary", "text", (c) => c.notNull())
      .addColumn("before_json", "text")
      .addColumn("after_json", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("audit_log_website_time").on("audit_log").columns(["website_id", "created_at"]).execute();
  },
  async down(db) {
    await dropTables(db, ["audit_log"]);
  },
};
