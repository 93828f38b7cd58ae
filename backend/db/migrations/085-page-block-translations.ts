import type { StoreMigration } from "./types";

/**
 * A published block's texts in the website's other languages, as the editor wrote them (JSON, keyed
 * by language code). Drafts and versions keep whole blocks as JSON, so they carry them already; a
 * block without any shows its own texts in every language.
 */
export const pageBlockTranslationsMigration: StoreMigration = {
  name: "085-page-block-translations",
  async up(db) {
    await db.schema.alterTable("page_components").addColumn("translations", "text").execute();
  },
  async down(db) {
    await db.schema.alterTable("page_components").dropColumn("translations").execute();
  },
};
