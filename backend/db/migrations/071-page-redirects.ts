import { dropTables, withId, type StoreMigration } from "./types";

/**
 * The addresses a page had before it was renamed. Each points at the page, not at an address, so a
 * page renamed twice answers both old addresses with its current one; deleting the page deletes them.
 */
export const pageRedirectsMigration: StoreMigration = {
  name: "071-page-redirects",
  async up(db, dialect) {
    await withId(db.schema.createTable("page_redirects"), dialect)
      .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
      .addColumn("from_url", "text", (c) => c.notNull())
      .addColumn("page_id", "integer", (c) => c.notNull().references("web_pages.id").onDelete("cascade"))
      .addUniqueConstraint("page_redirects_website_from", ["website_id", "from_url"])
      .execute();
  },
  async down(db) {
    await dropTables(db, ["page_redirects"]);
  },
};
