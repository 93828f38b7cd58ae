import { dropTables, withId, type StoreMigration } from "./types";

/** Attempts that rate limits count but that leave no other row: account lookups, coupon tries, order placements. */
export const rateLimitEventsMigration: StoreMigration = {
  name: "014-rate-limit-events",
  async up(db, dialect) {
    await withId(db.schema.createTable("rate_limit_events"), dialect)
      .addColumn("bucket", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("rate_limit_events_bucket_subject_created")
      .on("rate_limit_events")
      .columns(["bucket", "subject", "created_at"])
      .execute();
  },
  async down(db) {
    await dropTables(db, ["rate_limit_events"]);
  },
};
