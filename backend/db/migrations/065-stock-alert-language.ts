import type { StoreMigration } from "./types";

/**
 * A back-in-stock request remembers the language of the page it was made on, so the message that
 * answers it, perhaps weeks later, is written in it and links to the page in it. Older requests have
 * none and are answered in the website's default language.
 */
export const stockAlertLanguageMigration: StoreMigration = {
  name: "065-stock-alert-language",
  async up(db) {
    await db.schema.alterTable("stock_alerts").addColumn("language", "text").execute();
  },
  async down(db) {
    await db.schema.alterTable("stock_alerts").dropColumn("language").execute();
  },
};
