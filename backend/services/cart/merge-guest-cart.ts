import { sql, type Kysely } from "kysely";
import { inTransaction } from "@/backend/db/in-transaction";
import type { Database } from "@/backend/db/schema";
import { maxLineQuantity } from "./limits";
import { lockCart } from "./store";

/**
 * At sign-in: the guest cart of the old session joins the customer's cart of this website. Quantities
 * add up, capped at the per-line limit; the customer's coupon and notes win over the guest's.
 */
export async function mergeGuestCart(
  db: Kysely<Database>,
  args: { guestSessionId: number; userId: number; websiteId: number },
  now = new Date(),
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const guest = await trx
      .selectFrom("carts")
      .selectAll()
      .where("session_id", "=", args.guestSessionId)
      .where("website_id", "=", args.websiteId)
      .executeTakeFirst();
    if (!guest) return;
    const stamp = now.toISOString();
    const owned = await lockCart(trx, { websiteId: args.websiteId, userId: args.userId }, now);

    if (!owned) {
      await trx
        .updateTable("carts")
        .set({ session_id: null, user_id: args.userId, updated_at: stamp })
        .where("id", "=", guest.id)
        .execute();
      return;
    }

    const limit = maxLineQuantity();
    const items = await trx.selectFrom("cart_items").selectAll().where("cart_id", "=", guest.id).execute();
    for (const item of items) {
      await trx
        .insertInto("cart_items")
        .values({ ...item, cart_id: owned.id, quantity: Math.min(item.quantity, limit), created_at: stamp })
        .onConflict((oc) =>
          oc.columns(["cart_id", "pack_id"]).doUpdateSet({
            quantity: sql<number>`case when cart_items.quantity + excluded.quantity > ${limit} then ${limit} else cart_items.quantity + excluded.quantity end`,
          }),
        )
        .execute();
    }
    await trx
      .updateTable("carts")
      .set({
        coupon_code: owned.coupon_code ?? guest.coupon_code,
        notes: owned.notes ?? guest.notes,
        updated_at: stamp,
      })
      .where("id", "=", owned.id)
      .execute();
    await trx.deleteFrom("cart_items").where("cart_id", "=", guest.id).execute();
    await trx.deleteFrom("carts").where("id", "=", guest.id).execute();
  });
}
