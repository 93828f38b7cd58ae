import type { StoreMigration } from "./types";

/**
 * Coupons the cart panel and checkout may list. A private code (a staff, partner or apology code) is
 * never listed; it still applies when typed. Existing coupons stay listed, as they were shown
 * nowhere before and nothing marked them private.
 */
export const couponPrivateMigration: StoreMigration = {
  name: "022-coupon-private",
  async up(db) {
    await db.schema
      .alterTable("coupons")
      .addColumn("private", "integer", (column) => column.notNull().defaultTo(0))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable("coupons").dropColumn("private").execute();
  },
};
