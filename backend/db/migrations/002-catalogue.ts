import { sql } from "kysely";
import { dropTables, withId, type StoreMigration } from "./types";

export const catalogueMigration: StoreMigration = {
  name: "002-catalogue",
  async up(db, dialect) {
    await withId(db.schema.createTable("categories"), dialect)
      .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
      .addColumn("parent_id", "integer", (c) => c.references("categories.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("slug", "text", (c) => c.notNull())
      .addColumn("avatar", "text")
      .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
      .addUniqueConstraint("categories_website_slug", ["website_id", "slug"])
      .execute();

    await withId(db.schema.createTable("brands"), dialect)
      .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("slug", "text", (c) => c.notNull())
      .addColumn("logo", "text")
      .addUniqueConstraint("brands_website_slug", ["website_id", "slug"])
      .execute();

    await withId(db.schema.createTable("suppliers"), dialect)
      .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("slug", "text", (c) => c.notNull())
      .addColumn("link", "text")
      .addColumn("avatar", "text")
      .addColumn("image", "text")
      .addUniqueConstraint("suppliers_website_slug", ["website_id", "slug"])
      .execute();

    await withId(db.schema.createTable("warehouses"), dialect)
      .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("city", "text")
      .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
      .execute();

    await withId(db.schema.createTable("products"), dialect)
      .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
      .addColumn("category_id", "integer", (c) => c.references("categories.id").onDelete("set null"))
      .addColumn("brand_id", "integer", (c) => c.references("brands.id").onDelete("set null"))
      .addColumn("supplier_id", "integer", (c) => c.references("suppliers.id").onDelete("set null"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("slug", "text", (c) => c.notNull())
      .addColumn("description", "text")
      .addColumn("info", "text")
      .addColumn("popularity", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addUniqueConstraint("products_website_slug", ["website_id", "slug"])
      .execute();
    await db.schema.createIndex("products_website_active").on("products").columns(["website_id", "active"]).execute();
    await db.schema.createIndex("products_category").on("products").column("category_id").execute();
    await db.schema.createIndex("products_brand").on("products").column("brand_id").execute();
    await db.schema.createIndex("products_supplier").on("products").column("supplier_id").execute();

    await withId(db.schema.createTable("product_medias"), dialect)
      .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
      .addColumn("src", "text", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex("product_medias_product").on("product_medias").column("product_id").execute();

    await withId(db.schema.createTable("packs"), dialect)
      .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
      .addColumn("warehouse_id", "integer", (c) => c.notNull().references("warehouses.id"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("price", "integer", (c) => c.notNull().check(sql`price >= 0`))
      .addColumn("act_price", "integer", (c) => c.notNull().check(sql`act_price >= price`))
      .addColumn("discount", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("discount_type", "text")
      .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.createIndex("packs_product").on("packs").column("product_id").execute();
  },
  async down(db) {
    await dropTables(db, ["packs", "product_medias", "products", "warehouses", "suppliers", "brands", "categories"]);
  },
};
