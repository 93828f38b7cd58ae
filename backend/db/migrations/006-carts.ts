import { dropTables, withId, type StoreMigration } from "./types";

/** Carts (guest by session, customer by user + website), wishlists and coupon redemptions. */
export const cartsMigration: StoreMigration = {
  name: "006-carts",
  async up(db, dialect) {
    await withId(db.schema.createTable("carts"), dialect)
      .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
      .addColumn("session_id", "integer", (c) => c.references("sessions.id").onDelete("cascade"))
      .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
      .addColumn("coupon_code", "text")
      .addColumn("notes", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addUniqueConstraint("carts_website_user", ["website_id", "user_id"])
      .addUniqueConstraint("carts_session", ["session_id"])
      .execute();

    await db.schema
      .createTable("cart_items")
      .addColumn("cart_id", "integer", (c) => c.notNull().references("carts.id").onDelete("cascade"))
      .addColumn("pack_id", "integer", (c) => c.notNull().references("packs.id").onDelete("cascade"))
      .addColumn("warehouse_id", "integer", (c) => c.notNull().references("warehouses.id").onDelete("cascade"))
      .addColumn("quantity", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("cart_items_pk", ["cart_id", "pack_id"])
      .execute();

    await withId(db.schema.createTable("wishlist_categories"), dialect)
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addUniqueConstraint("wishlist_categories_user_website_name", ["user_id", "website_id", "name"])
      .execute();

    await withId(db.schema.createTable("wishlist_items"), dialect)
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
      // null is the Default list
      .addColumn("wishlist_category_id", "integer", (c) => c.references("wishlist_categories.id").onDelete("cascade"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("wishlist_items_user_product")
      .on("wishlist_items")
      .columns(["user_id", "product_id"])
      .execute();

    await withId(db.schema.createTable("coupon_redemptions"), dialect)
      .addColumn("coupon_id", "integer", (c) => c.notNull().references("coupons.id").onDelete("cascade"))
      .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("order_ref", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("coupon_redemptions_coupon_user").on("coupon_redemptions").columns(["coupon_id", "user_id"]).execute();
  },
  async down(db) {
    await dropTables(db, ["coupon_redemptions", "wishlist_items", "wishlist_categories", "cart_items", "carts"]);
  },
};
