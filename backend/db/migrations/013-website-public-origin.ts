import type { StoreMigration } from "./types";

/**
 * The origin a website's pages are published under (https://shop.example.com), written into canonical
 * links, Open Graph, JSON-LD, the sitemap and robots. Null: derived from PUBLIC_ORIGIN and the
 * website's first host (see backend/services/site-origin.ts).
 */
export const websitePublicOriginMigration: StoreMigration = {
  name: "013-website-public-origin",
  async up(db) {
    await db.schema.alterTable("websites").addColumn("public_origin", "text").execute();
  },
  async down(db) {
    await db.schema.alterTable("websites").dropColumn("public_origin").execute();
  },
};
