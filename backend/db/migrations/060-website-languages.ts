import type { StoreMigration } from "./types";

/**
 * The languages a website's pages are offered in, as language codes separated by commas, the default
 * one first ("en,hi,kn"). Existing websites keep English only; a language needs its messages file
 * (messages/{code}.json) before it is listed here.
 */
export const websiteLanguagesMigration: StoreMigration = {
  name: "060-website-languages",
  async up(db) {
    await db.schema.alterTable("websites").addColumn("languages", "text", (column) => column.notNull().defaultTo("en")).execute();
  },
  async down(db) {
    await db.schema.alterTable("websites").dropColumn("languages").execute();
  },
};
