import type { StoreMigration } from "./types";

/** A pack's own photo (media path, e.g. products/basmati-rice-5-kg.svg); null shows the product's images. */
export const packImagesMigration: StoreMigration = {
  name: "012-pack-images",
  async up(db) {
    await db.schema.alterTable("packs").addColumn("image", "text").execute();
  },
  async down(db) {
    await db.schema.alterTable("packs").dropColumn("image").execute();
  },
};
