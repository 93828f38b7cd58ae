import { dropTables, withId, type StoreMigration } from "./types";

/**
 * The page editor's draft of each page, apart from what shoppers see (page_components), and every
 * version it published. A draft's revision grows by one with each save: a save names the revision it
 * was based on, so two editors cannot overwrite each other unseen.
 */
export const pageDraftsVersionsMigration: StoreMigration = {
  name: "050-page-drafts-versions",
  async up(db, dialect) {
    await db.schema
      .createTable("page_drafts")
      .addColumn("page_id", "integer", (c) => c.primaryKey().references("web_pages.id").onDelete("cascade"))
      .addColumn("blocks_json", "text", (c) => c.notNull())
      .addColumn("revision", "integer", (c) => c.notNull())
      .addColumn("changed", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await withId(db.schema.createTable("page_versions"), dialect)
      .addColumn("page_id", "integer", (c) => c.notNull().references("web_pages.id").onDelete("cascade"))
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("blocks_json", "text", (c) => c.notNull())
      .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addUniqueConstraint("page_versions_page_version", ["page_id", "version"])
      .execute();
  },
  async down(db) {
    await dropTables(db, ["page_versions", "page_drafts"]);
  },
};
