import type { Kysely } from "kysely";
import type { Database, OrderRow } from "@/backend/db/schema";
import { findCoupon } from "@/backend/services/coupons";

/**
 * Once an order is in for good (cash order placed, online order paid): the customer's cart on that
 * website is emptied and the coupon's use is counted, once per order whoever calls this first.
 */
export async function settleCart(trx: Kysely<Database>, order: OrderRow, now: Date) {
  const cart = await trx
    .selectFrom("carts")
    .select("id")
    .where("website_id", "=", order.website_id)
    .where("user_id", "=", order.user_id)
    .executeTakeFirst();
  if (cart) {
    await trx.deleteFrom("cart_items").where("cart_id", "=", cart.id).execute();
    await trx.updateTable("carts").set({ coupon_code: null, notes: null, updated_at: now.toISOString() }).where("id", "=", cart.id).execute();
  }
  if (!order.coupon_code) return;
  const coupon = await findCoupon(trx, order.website_id, order.coupon_code);
  if (!coupon) return;
  await trx
    .insertInto("coupon_redemptions")
    .values({ coupon_id: coupon.id, user_id: order.user_id, order_ref: order.order_number, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["coupon_id", "order_ref"]).doNothing())
    .execute();
}
