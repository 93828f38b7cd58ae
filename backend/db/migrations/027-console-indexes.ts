import type { StoreMigration } from "./types";

/**
 * The console's home counts orders waiting at each step and packs running low: both are index
 * lookups with these, not scans of every order or every pack.
 */
export const consoleIndexesMigration: StoreMigration = {
  name: "027-console-indexes",
  async up(db) {
    await db.schema.createIndex("orders_website_status").on("orders").columns(["website_id", "status"]).execute();
    await db.schema.createIndex("pack_stock_warehouse_quantity").on("pack_stock").columns(["warehouse_id", "quantity"]).execute();
  },
  async down(db) {
    await db.schema.dropIndex("pack_stock_warehouse_quantity").ifExists().execute();
    await db.schema.dropIndex("orders_website_status").ifExists().execute();
  },
};
