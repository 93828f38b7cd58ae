import type { StoreMigration } from "./types";

/**
 * The console's lists on a large store (npm run bench:console): a website's customers with their
 * order count and last order are one index seek each, and the orders filtered by payment status and
 * kind are counted from the index instead of reading every order.
 */
export const consoleListIndexesMigration: StoreMigration = {
  name: "040-console-list-indexes",
  async up(db) {
    await db.schema.createIndex("orders_website_user_created").on("orders").columns(["website_id", "user_id", "created_at"]).execute();
    await db.schema.createIndex("orders_website_payment").on("orders").columns(["website_id", "payment_status", "payment_method"]).execute();
  },
  async down(db) {
    await db.schema.dropIndex("orders_website_payment").ifExists().execute();
    await db.schema.dropIndex("orders_website_user_created").ifExists().execute();
  },
};
