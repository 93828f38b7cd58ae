import type { StoreMigration } from "./types";

/**
 * Cash on delivery per delivery area: whether the area takes it at all, and the largest order total
 * (paise) it takes it for; null is no limit. Existing areas keep taking cash without a limit.
 */
export const areaCashOnDeliveryMigration: StoreMigration = {
  name: "031-area-cash-on-delivery",
  async up(db) {
    await db.schema.alterTable("warehouse_pincodes").addColumn("cod_enabled", "integer", (c) => c.notNull().defaultTo(1)).execute();
    await db.schema.alterTable("warehouse_pincodes").addColumn("cod_limit", "integer").execute();
  },
  async down(db) {
    await db.schema.alterTable("warehouse_pincodes").dropColumn("cod_limit").execute();
    await db.schema.alterTable("warehouse_pincodes").dropColumn("cod_enabled").execute();
  },
};
