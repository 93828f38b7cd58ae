import type { StoreMigration } from "./types";

/**
 * The town and state of each pincode a warehouse delivers to, so an address form can fill them in
 * from the pincode. Optional: areas without them fill nothing.
 */
export const deliveryAreaPlaceMigration: StoreMigration = {
  name: "035-delivery-area-place",
  async up(db) {
    await db.schema.alterTable("warehouse_pincodes").addColumn("city", "text").execute();
    await db.schema.alterTable("warehouse_pincodes").addColumn("state", "text").execute();
  },
  async down(db) {
    await db.schema.alterTable("warehouse_pincodes").dropColumn("state").execute();
    await db.schema.alterTable("warehouse_pincodes").dropColumn("city").execute();
  },
};
