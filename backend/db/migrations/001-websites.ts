import { sql } from "kysely";
import { dropTables, withId, type StoreMigration } from "./types";

export const websitesMigration: StoreMigration = {
  name: "001-websites",
  async up(db, dialect) {
    await db.schema
      .createTable("store_meta")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable("websites"), dialect)
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("description", "text")
      .addColumn("logo", "text")
      .addColumn("favicon", "text")
      .addColumn("theme", "text", (c) => c.notNull().defaultTo("light"))
      .addColumn("font_family", "text", (c) => c.notNull().defaultTo("Inter"))
      .addColumn("nav_alignment", "text")
      .addColumn("show_supplier_page", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("show_cart", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable("website_hosts"), dialect)
      .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
      .addColumn("host", "text", (c) => c.notNull().unique())
      .execute();

    await db.schema
      .createTable("nav_settings")
      .addColumn("website_id", "integer", (c) => c.primaryKey().references("websites.id").onDelete("cascade"))
      .addColumn("nav_alignment", "text")
      .addColumn("logo_settings", "text")
      .addColumn("search_setting", "text")
      .addColumn("navbar_height", "integer", (c) => c.notNull().defaultTo(56))
      .addColumn("sub_navbar_height", "integer", (c) => c.notNull().defaultTo(40))
      .addColumn("navbar_template", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("header_template", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("footer_name", "text")
      .addColumn("show_cart_icon", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("show_pincode", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("show_login", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("show_account", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("show_logo", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("show_register", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("show_search_bar", "integer", (c) => c.notNull().defaultTo(1))
      .execute();

    await withId(db.schema.createTable("menu_items"), dialect)
      .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
      .addColumn("menu", "text", (c) => c.notNull().check(sql`menu in ('navigation', 'footer')`))
      .addColumn("parent_id", "integer", (c) => c.references("menu_items.id").onDelete("cascade"))
      .addColumn("group_no", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("icon", "text")
      .addColumn("show_icon", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("link", "text")
      .addColumn("value", "text")
      .addColumn("image", "text")
      .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex("menu_items_website_menu").on("menu_items").columns(["website_id", "menu"]).execute();

    await db.schema
      .createTable("seo_settings")
      .addColumn("website_id", "integer", (c) => c.primaryKey().references("websites.id").onDelete("cascade"))
      .addColumn("og_title", "text")
      .addColumn("og_description", "text")
      .addColumn("og_image", "text")
      .addColumn("meta_keywords", "text")
      .execute();

    await db.schema
      .createTable("web_addresses")
      .addColumn("website_id", "integer", (c) => c.primaryKey().references("websites.id").onDelete("cascade"))
      .addColumn("address", "text")
      .addColumn("city", "text")
      .addColumn("state", "text")
      .addColumn("pincode", "text")
      .addColumn("phone", "text")
      .addColumn("email", "text")
      .execute();

    await withId(db.schema.createTable("popups"), dialect)
      .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
      .addColumn("image", "text", (c) => c.notNull())
      .addColumn("link", "text")
      .addColumn("duration", "integer", (c) => c.notNull().defaultTo(5))
      .addColumn("once", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
      .execute();

    await withId(db.schema.createTable("web_pages"), dialect)
      .addColumn("website_id", "integer", (c) => c.notNull().references("websites.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("url", "text", (c) => c.notNull())
      .addColumn("css", "text")
      .addColumn("show_footer", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("show_sub_navbar", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("show_navbar", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("seo_title", "text")
      .addColumn("seo_description", "text")
      .addColumn("seo_keyword", "text")
      .addColumn("schema_script", "text")
      .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
      .addUniqueConstraint("web_pages_website_url", ["website_id", "url"])
      .execute();

    await withId(db.schema.createTable("page_components"), dialect)
      .addColumn("page_id", "integer", (c) => c.notNull().references("web_pages.id").onDelete("cascade"))
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("name", "text")
      .addColumn("data", "text")
      .addColumn("logicdata", "text")
      .addColumn("settings", "text")
      .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex("page_components_page").on("page_components").column("page_id").execute();
  },
  async down(db) {
    await dropTables(db, [
      "page_components",
      "web_pages",
      "popups",
      "web_addresses",
      "seo_settings",
      "menu_items",
      "nav_settings",
      "website_hosts",
      "websites",
      "store_meta",
    ]);
  },
};
