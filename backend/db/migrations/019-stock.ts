import { sql } from "kysely";
import { dropTables, withId, type StoreMigration } from "./types";

/**
 * Stock per pack per warehouse (never below zero), the warehouse each order line was taken from, how
 * long an unpaid online order holds its units and when they went back, and shoppers' requests to be
 * told when a pack returns. Packs that already exist were sold without a count until now, so each
 * gets UNCOUNTED_STOCK units at its warehouse: the store goes on selling them as before, and the
 * operator sets the real count.
 */
export const UNCOUNTED_STOCK = 10_000;

export const stockMigration: StoreMigration = {
  name: "019-stock",
  async up(db, dialect) {
    await db.schema
      .createTable("pack_stock")
      .addColumn("pack_id", "integer", (c) => c.notNull().references("packs.id").onDelete("cascade"))
      .addColumn("warehouse_id", "integer", (c) => c.notNull().references("warehouses.id").onDelete("cascade"))
      .addColumn("quantity", "integer", (c) => c.notNull())
      .addColumn("updated_at", "text")
      .addPrimaryKeyConstraint("pack_stock_pk", ["pack_id", "warehouse_id"])
      .addCheckConstraint("pack_stock_not_negative", sql`quantity >= 0`)
      .execute();
    await db.schema.alterTable("order_items").addColumn("warehouse_id", "integer").execute();
    await db.schema.alterTable("orders").addColumn("stock_held_until", "text").execute();
    await db.schema.alterTable("orders").addColumn("stock_returned_at", "text").execute();
    await db.schema.createIndex("orders_stock_held_until").on("orders").column("stock_held_until").execute();

    await withId(db.schema.createTable("stock_alerts"), dialect)
      .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("pack_id", "integer", (c) => c.notNull().references("packs.id").onDelete("cascade"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("sent_at", "text")
      .execute();
    // One open request per shopper and pack; sent ones stay as history.
    await db.schema.createIndex("stock_alerts_open").on("stock_alerts").columns(["user_id", "pack_id"]).unique().where(sql.ref("sent_at"), "is", null).execute();
    await db.schema.createIndex("stock_alerts_pack").on("stock_alerts").columns(["pack_id", "sent_at"]).execute();

    await sql`insert into pack_stock (pack_id, warehouse_id, quantity) select id, warehouse_id, ${sql.lit(UNCOUNTED_STOCK)} from packs`.execute(db);
  },
  async down(db) {
    await dropTables(db, ["stock_alerts", "pack_stock"]);
    await db.schema.dropIndex("orders_stock_held_until").ifExists().execute();
    for (const [table, column] of [
      ["orders", "stock_returned_at"],
      ["orders", "stock_held_until"],
      ["order_items", "warehouse_id"],
    ]) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  },
};
