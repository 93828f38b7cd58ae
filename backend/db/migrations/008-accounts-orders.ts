import { dropTables, withId, type StoreMigration } from "./types";

/** Customer addresses, orders with their lines and status timeline, and the superadmin's website switch. */
export const accountsOrdersMigration: StoreMigration = {
  name: "008-accounts-orders",
  async up(db, dialect) {
    await withId(db.schema.createTable("addresses"), dialect)
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("pincode", "text", (c) => c.notNull())
      .addColumn("line1", "text", (c) => c.notNull())
      .addColumn("line2", "text")
      .addColumn("landmark", "text")
      .addColumn("city", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("addresses_user_website").on("addresses").columns(["user_id", "website_id"]).execute();

    await withId(db.schema.createTable("orders"), dialect)
      .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("order_number", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("payment_method", "text", (c) => c.notNull())
      .addColumn("payment_status", "text", (c) => c.notNull())
      .addColumn("amount", "integer", (c) => c.notNull())
      .addColumn("discount", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("delivery_charge", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("total", "integer", (c) => c.notNull())
      .addColumn("coupon_code", "text")
      .addColumn("notes", "text")
      .addColumn("address", "text", (c) => c.notNull())
      .addColumn("del_date", "text")
      .addColumn("del_start_time", "text")
      .addColumn("del_end_time", "text")
      .addColumn("idempotency_key", "text")
      .addColumn("placed_by_agent_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addUniqueConstraint("orders_website_number", ["website_id", "order_number"])
      .addUniqueConstraint("orders_user_idempotency", ["user_id", "idempotency_key"])
      .execute();
    await db.schema.createIndex("orders_user_created").on("orders").columns(["user_id", "website_id", "created_at"]).execute();
    await db.schema.createIndex("orders_website_created").on("orders").columns(["website_id", "created_at"]).execute();

    await withId(db.schema.createTable("order_items"), dialect)
      .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
      .addColumn("product_id", "integer", (c) => c.references("products.id").onDelete("set null"))
      .addColumn("pack_id", "integer", (c) => c.references("packs.id").onDelete("set null"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("pack_name", "text", (c) => c.notNull())
      .addColumn("image", "text")
      .addColumn("price", "integer", (c) => c.notNull())
      .addColumn("act_price", "integer", (c) => c.notNull())
      .addColumn("quantity", "integer", (c) => c.notNull())
      .addColumn("amount", "integer", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("order_items_order").on("order_items").column("order_id").execute();

    await withId(db.schema.createTable("order_events"), dialect)
      .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("note", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("order_events_order").on("order_events").column("order_id").execute();

    await db.schema
      .alterTable("sessions")
      .addColumn("website_override_id", "integer", (c) => c.references("websites.id").onDelete("set null"))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable("sessions").dropColumn("website_override_id").execute();
    await dropTables(db, ["order_events", "order_items", "orders", "addresses"]);
  },
};
