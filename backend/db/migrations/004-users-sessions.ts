import { dropTables, withId, type StoreMigration } from "./types";

export const usersSessionsMigration: StoreMigration = {
  name: "004-users-sessions",
  async up(db, dialect) {
    await withId(db.schema.createTable("users"), dialect)
      .addColumn("name", "text")
      .addColumn("phone", "text", (c) => c.notNull().unique())
      .addColumn("email", "text")
      .addColumn("superadmin", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("has_admin_access", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("is_sales_agent", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("sales_agent_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable("sessions"), dialect)
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
      .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
      .addColumn("pincode", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();
    await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();
  },
  async down(db) {
    await dropTables(db, ["sessions", "users"]);
  },
};
