import type { Kysely } from "kysely";
import type { StoreMigration } from "./types";

/** The same rule as the order-number service: the digits after the last hyphen. */
const sequenceOf = (orderNumber: string) => Number(orderNumber.slice(orderNumber.lastIndexOf("-") + 1));

interface LegacyOrder {
  id: number;
  website_id: number;
  order_number: string;
  coupon_code: string | null;
  payment_method: string;
  payment_status: string;
  user_id: number;
  created_at: string;
}

/**
 * A running order number per website, taken with `seq = seq + 1` inside the placing transaction, so
 * concurrent placements never pick the same number and a rolled-back one leaves no gap. Starts each
 * website's counter at its highest existing number, and records the coupon use of orders that were
 * placed before uses were counted in the same transaction as the order.
 */
export const orderCountersMigration: StoreMigration = {
  name: "011-order-counters",
  async up(db) {
    await db.schema
      .createTable("order_counters")
      .addColumn("website_id", "integer", (c) => c.primaryKey().references("websites.id").onDelete("cascade"))
      .addColumn("last_sequence", "integer", (c) => c.notNull())
      .execute();

    const store = db as Kysely<{ orders: LegacyOrder; order_counters: { website_id: number; last_sequence: number } }>;
    const orders = await store.selectFrom("orders").selectAll().execute();
    const highest = new Map<number, number>();
    for (const order of orders) {
      const sequence = sequenceOf(order.order_number);
      if (Number.isSafeInteger(sequence) && sequence > (highest.get(order.website_id) ?? 0)) highest.set(order.website_id, sequence);
    }
    for (const [websiteId, sequence] of highest) {
      await store.insertInto("order_counters").values({ website_id: websiteId, last_sequence: sequence }).execute();
    }
    await backfillCouponUses(db, orders);
  },
  async down(db) {
    await db.schema.dropTable("order_counters").ifExists().execute();
  },
};

type RedemptionStore = Kysely<{
  coupons: { id: number; website_id: number; code: string };
  coupon_redemptions: { coupon_id: number; user_id: number | null; order_ref: string; created_at: string };
}>;

/** A cash order counts its coupon when placed, an online one once paid (refunded ones were paid). */
async function backfillCouponUses(db: Kysely<unknown>, orders: LegacyOrder[]) {
  const store = db as RedemptionStore;
  const counted = orders.filter(
    (order) => order.coupon_code && (order.payment_method === "cod" || order.payment_status === "paid" || order.payment_status === "refunded"),
  );
  for (const order of counted) {
    const coupon = await store
      .selectFrom("coupons")
      .select("id")
      .where("website_id", "=", order.website_id)
      .where("code", "=", order.coupon_code!)
      .executeTakeFirst();
    if (!coupon) continue;
    await store
      .insertInto("coupon_redemptions")
      .values({ coupon_id: coupon.id, user_id: order.user_id, order_ref: order.order_number, created_at: order.created_at })
      .onConflict((oc) => oc.columns(["coupon_id", "order_ref"]).doNothing())
      .execute();
  }
}
