import { sql } from "kysely";
import type { StoreMigration } from "./types";

/**
 * The promo popup gets a schedule (ISO times, either end open) and the pages it shows on: every page,
 * the home page only, or a list of paths (JSON). Popups that existed keep the pages the storefront
 * showed them on until now: the home page and the product list.
 */
export const popupScheduleMigration: StoreMigration = {
  name: "070-popup-schedule",
  async up(db) {
    await db.schema.alterTable("popups").addColumn("starts_at", "text").execute();
    await db.schema.alterTable("popups").addColumn("ends_at", "text").execute();
    await db.schema.alterTable("popups").addColumn("show_on", "text", (column) => column.notNull().defaultTo("all")).execute();
    await db.schema.alterTable("popups").addColumn("paths", "text", (column) => column.notNull().defaultTo("[]")).execute();
    await sql`update popups set show_on = 'paths', paths = ${JSON.stringify(["/", "/products"])}`.execute(db);
  },
  async down(db) {
    for (const column of ["paths", "show_on", "ends_at", "starts_at"]) await db.schema.alterTable("popups").dropColumn(column).execute();
  },
};
