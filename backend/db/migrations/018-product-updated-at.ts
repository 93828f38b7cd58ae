import { sql } from "kysely";
import type { StoreMigration } from "./types";

/**
 * When a product or one of its packs last changed (the sitemap's lastmod). Existing products take their
 * creation time; writes through the operator API set it.
 */
export const productUpdatedAtMigration: StoreMigration = {
  name: "018-product-updated-at",
  async up(db) {
    await db.schema.alterTable("products").addColumn("updated_at", "text").execute();
    await sql`update products set updated_at = created_at`.execute(db);
  },
  async down(db) {
    await db.schema.alterTable("products").dropColumn("updated_at").execute();
  },
};
