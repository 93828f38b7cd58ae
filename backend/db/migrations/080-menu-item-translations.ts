import { dropTables, withId, type StoreMigration } from "./types";

/**
 * Navigation and footer labels in the website's other languages: one row per menu item and language.
 * A menu is saved whole (its items replaced), so a label's translations belong to its item and go
 * with it; a language without a row shows the item's own label.
 */
export const menuItemTranslationsMigration: StoreMigration = {
  name: "080-menu-item-translations",
  async up(db, dialect) {
    await withId(db.schema.createTable("menu_item_translations"), dialect)
      .addColumn("menu_item_id", "integer", (c) => c.notNull().references("menu_items.id").onDelete("cascade"))
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addUniqueConstraint("menu_item_translations_item_language", ["menu_item_id", "language"])
      .execute();
  },
  async down(db) {
    await dropTables(db, ["menu_item_translations"]);
  },
};
