import type { Kysely } from "kysely";
import type { Database, OrderRow } from "@/backend/db/schema";
import { lockCart } from "@/backend/services/cart/store";
import { findCoupon, lockCoupon } from "@/backend/services/coupons";

/**
 * Once an order is in for good (cash order placed, online order paid): the customer's cart on that
 * website is emptied and the coupon's use is counted, once per order whoever calls this first.
 */
export async function settleCart(trx: Kysely<Database>, order: OrderRow, now: Date) {
  const cart = await lockCart(trx, { websiteId: order.website_id, userId: order.user_id }, now);
  if (cart) {
    await trx.deleteFrom("cart_items").where("cart_id", "=", cart.id).execute();
    await trx.updateTable("carts").set({ coupon_code: null, notes: null }).where("id", "=", cart.id).execute();
  }
  if (!order.coupon_code) return;
  await lockCoupon(trx, order.website_id, order.coupon_code);
  const coupon = await findCoupon(trx, order.website_id, order.coupon_code);
  if (!coupon) return;
  await trx
    .insertInto("coupon_redemptions")
    .values({ coupon_id: coupon.id, user_id: order.user_id, order_ref: order.order_number, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["coupon_id", "order_ref"]).doNothing())
    .execute();
}
