import { sql } from "kysely";
import { dropTables, withId, type StoreMigration } from "./types";

export const deliveryCouponsMigration: StoreMigration = {
  name: "003-delivery-coupons",
  async up(db, dialect) {
    await withId(db.schema.createTable("warehouse_pincodes"), dialect)
      .addColumn("warehouse_id", "integer", (c) => c.notNull().references("warehouses.id").onDelete("cascade"))
      .addColumn("pincode", "text", (c) => c.notNull())
      .addColumn("delivery_charge", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("free_delivery_above", "integer")
      .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
      .addUniqueConstraint("warehouse_pincodes_warehouse_pincode", ["warehouse_id", "pincode"])
      .execute();
    await db.schema.createIndex("warehouse_pincodes_pincode").on("warehouse_pincodes").column("pincode").execute();

    await withId(db.schema.createTable("delivery_slots"), dialect)
      .addColumn("warehouse_id", "integer", (c) => c.notNull().references("warehouses.id").onDelete("cascade"))
      .addColumn("start_time", "text", (c) => c.notNull())
      .addColumn("end_time", "text", (c) => c.notNull())
      .addColumn("cutoff_minutes", "integer", (c) => c.notNull().defaultTo(60))
      .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
      .execute();

    await withId(db.schema.createTable("coupons"), dialect)
      .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
      .addColumn("code", "text", (c) => c.notNull())
      .addColumn("description", "text")
      .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('percent', 'flat')`))
      .addColumn("value", "integer", (c) => c.notNull().check(sql`value > 0`))
      .addColumn("min_order", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("max_discount", "integer")
      .addColumn("valid_from", "text", (c) => c.notNull())
      .addColumn("valid_to", "text", (c) => c.notNull())
      .addColumn("total_limit", "integer")
      .addColumn("per_customer_limit", "integer")
      .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
      .addUniqueConstraint("coupons_website_code", ["website_id", "code"])
      .execute();
  },
  async down(db) {
    await dropTables(db, ["coupons", "delivery_slots", "warehouse_pincodes"]);
  },
};
