import { dropTables, withId, type StoreMigration } from "./types";

/** One-time sign-in codes (login and pending registrations), stored as HMACs. */
export const authMigration: StoreMigration = {
  name: "007-auth",
  async up(db, dialect) {
    await withId(db.schema.createTable("otp_codes"), dialect)
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
      .addColumn("code_hmac", "text", (c) => c.notNull())
      .addColumn("purpose", "text", (c) => c.notNull())
      .addColumn("pending_name", "text")
      .addColumn("pending_email", "text")
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("consumed_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("client_ip", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("otp_codes_phone_created").on("otp_codes").columns(["phone", "created_at"]).execute();
    await db.schema.createIndex("otp_codes_client_created").on("otp_codes").columns(["client_ip", "created_at"]).execute();
  },
  async down(db) {
    await dropTables(db, ["otp_codes"]);
  },
};
