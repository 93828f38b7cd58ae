import type { StoreMigration } from "./types";

/** Each website's own brand colour (#rrggbb); null keeps the store's default teal. */
export const websiteBrandColourMigration: StoreMigration = {
  name: "010-website-brand-colour",
  async up(db) {
    await db.schema.alterTable("websites").addColumn("brand_color", "text").execute();
  },
  async down(db) {
    await db.schema.alterTable("websites").dropColumn("brand_color").execute();
  },
};
