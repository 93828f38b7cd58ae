import { sql } from "kysely";
import type { StoreMigration } from "./types";

/**
 * The pincode the order is delivered to, copied out of the address snapshot so that the console can
 * filter a website's orders by it through an index instead of reading every order's JSON.
 */
export const orderDeliveryPincodeMigration: StoreMigration = {
  name: "030-order-delivery-pincode",
  async up(db, dialect) {
    await db.schema.alterTable("orders").addColumn("delivery_pincode", "text").execute();
    const fromSnapshot = dialect === "postgres" ? sql`(address::json ->> 'pincode')` : sql`json_extract(address, '$.pincode')`;
    await sql`update orders set delivery_pincode = ${fromSnapshot}`.execute(db);
    await db.schema.createIndex("orders_website_pincode").on("orders").columns(["website_id", "delivery_pincode"]).execute();
  },
  async down(db) {
    await db.schema.dropIndex("orders_website_pincode").execute();
    await db.schema.alterTable("orders").dropColumn("delivery_pincode").execute();
  },
};
