import { dropTables, withId, type StoreMigration } from "./types";

/**
 * The delivery groups of an order with their booked slots, one row per gateway order attempt, and the
 * gateway reports already applied: UNIQUE (gateway, event_id) makes a redelivered webhook a no-op even
 * when two deliveries race.
 */
export const paymentsMigration: StoreMigration = {
  name: "009-payments",
  async up(db, dialect) {
    await withId(db.schema.createTable("order_deliveries"), dialect)
      .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
      .addColumn("delivery_charge_id", "integer")
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("delivery_charge", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("del_date", "text", (c) => c.notNull())
      .addColumn("del_start_time", "text", (c) => c.notNull())
      .addColumn("del_end_time", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("order_deliveries_order").on("order_deliveries").column("order_id").execute();

    await withId(db.schema.createTable("payments"), dialect)
      .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
      .addColumn("gateway", "text", (c) => c.notNull())
      .addColumn("gateway_order_id", "text", (c) => c.notNull())
      .addColumn("payment_id", "text")
      .addColumn("amount", "integer", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addUniqueConstraint("payments_gateway_order", ["gateway", "gateway_order_id"])
      .execute();
    await db.schema.createIndex("payments_order").on("payments").column("order_id").execute();

    await withId(db.schema.createTable("payment_events"), dialect)
      .addColumn("gateway", "text", (c) => c.notNull())
      .addColumn("event_id", "text", (c) => c.notNull())
      .addColumn("order_id", "integer", (c) => c.references("orders.id").onDelete("cascade"))
      .addColumn("outcome", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addUniqueConstraint("payment_events_gateway_event", ["gateway", "event_id"])
      .execute();

    // One order uses one coupon at most, so a coupon is counted once per order.
    await db.schema.createIndex("coupon_redemptions_order").on("coupon_redemptions").columns(["coupon_id", "order_ref"]).unique().execute();
  },
  async down(db) {
    await db.schema.dropIndex("coupon_redemptions_order").ifExists().execute();
    await dropTables(db, ["payment_events", "payments", "order_deliveries"]);
  },
};
