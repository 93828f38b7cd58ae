import type { StoreMigration } from "./types";

/**
 * A pack's GTIN (its barcode number), for search engines' product results. Optional: existing packs
 * have none until an operator sets it; the operator route checks the GS1 check digit.
 */
export const packGtinMigration: StoreMigration = {
  name: "023-pack-gtin",
  async up(db) {
    await db.schema.alterTable("packs").addColumn("gtin", "text").execute();
  },
  async down(db) {
    await db.schema.alterTable("packs").dropColumn("gtin").execute();
  },
};
