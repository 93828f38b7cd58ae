import type { Kysely } from "kysely";
import { lockUser } from "@/backend/services/users";
import type { Database } from "@/backend/db/schema";
import type { Result } from "@/backend/services/result";
import type { SignedInCustomer } from "@/backend/services/account/owner";
import { DEFAULT_WISHLIST_ID } from "@/lib/api/schemas/wishlist";
import { WISHLIST_MESSAGES } from "@/lib/api/schemas/shopper-sentences";

export { WISHLIST_MESSAGES };

export async function listWishlistCategories(db: Kysely<Database>, owner: SignedInCustomer) {
  return db
    .selectFrom("wishlist_categories")
    .select(["id", "name"])
    .where("user_id", "=", owner.userId)
    .where("website_id", "=", owner.websiteId)
    .orderBy("id")
    .execute();
}

/** The ids of the customer's lists holding a product (0 = Default). */
export async function listsHoldingProduct(db: Kysely<Database>, owner: SignedInCustomer, productId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("wishlist_items")
    .innerJoin("products", "products.id", "wishlist_items.product_id")
    .select("wishlist_items.wishlist_category_id")
    .where("wishlist_items.user_id", "=", owner.userId)
    .where("wishlist_items.product_id", "=", productId)
    .where("products.website_id", "=", owner.websiteId)
    .execute();
  return [...new Set(rows.map((row) => row.wishlist_category_id ?? DEFAULT_WISHLIST_ID))].sort((a, b) => a - b);
}

export type CreateWishlistResult = Result<{ list: { id: number; name: string } }, "duplicateName">;
export type ChangeWishlistResult = Result<{ product_id: number; wishlist: boolean; message: string }, "unknownProduct" | "unknownList">;

/** A new named list; the same name twice (any letter case) is refused, also for two requests at once. */
export async function createWishlistCategory(db: Kysely<Database>, owner: SignedInCustomer, name: string, now: Date): Promise<CreateWishlistResult> {
  return db.transaction().execute(async (trx): Promise<CreateWishlistResult> => {
    await lockUser(trx, owner.userId);
    const clash = await trx
      .selectFrom("wishlist_categories")
      .select("id")
      .where("user_id", "=", owner.userId)
      .where("website_id", "=", owner.websiteId)
      .where((eb) => eb(eb.fn("lower", ["name"]), "=", name.toLowerCase()))
      .executeTakeFirst();
    if (clash) return { ok: false, reason: "duplicateName" };
    const list = await trx
      .insertInto("wishlist_categories")
      .values({ user_id: owner.userId, website_id: owner.websiteId, name, created_at: now.toISOString() })
      .returning(["id", "name"])
      .executeTakeFirstOrThrow();
    return { ok: true, list };
  });
}

/**
 * "toggle" puts the product in the list, or takes it out when it is there; "remove" only takes it out,
 * so a second remove (another tab, a retry) never puts it back. 0 is the Default list. The answer's
 * wishlist flag says whether the product is now in any of the customer's lists.
 */
export async function changeWishlist(
  db: Kysely<Database>,
  owner: SignedInCustomer,
  productId: number,
  categoryId: number,
  change: "toggle" | "remove",
  now: Date,
): Promise<ChangeWishlistResult> {
  const product = await db
    .selectFrom("products")
    .select("id")
    .where("id", "=", productId)
    .where("website_id", "=", owner.websiteId)
    .executeTakeFirst();
  if (!product) return { ok: false, reason: "unknownProduct" };
  const listId = categoryId === DEFAULT_WISHLIST_ID ? null : categoryId;
  if (listId !== null) {
    const list = await db
      .selectFrom("wishlist_categories")
      .select("id")
      .where("id", "=", listId)
      .where("user_id", "=", owner.userId)
      .where("website_id", "=", owner.websiteId)
      .executeTakeFirst();
    if (!list) return { ok: false, reason: "unknownList" };
  }
  // Under the customer's lock, so two toggles at once take turns and never save the product twice.
  return db.transaction().execute(async (trx): Promise<ChangeWishlistResult> => {
    await lockUser(trx, owner.userId);
    const removed = await trx
      .deleteFrom("wishlist_items")
      .where("user_id", "=", owner.userId)
      .where("product_id", "=", productId)
      .where((eb) => (listId === null ? eb("wishlist_category_id", "is", null) : eb("wishlist_category_id", "=", listId)))
      .executeTakeFirst();
    const wasIn = Number(removed.numDeletedRows) > 0 || change === "remove";
    if (!wasIn) {
      await trx
        .insertInto("wishlist_items")
        .values({ user_id: owner.userId, product_id: productId, wishlist_category_id: listId, created_at: now.toISOString() })
        .execute();
    }
    const flagged = await wishlistedProductIds(trx, owner.userId, [productId]);
    return { ok: true, product_id: productId, wishlist: flagged.has(productId), message: wasIn ? WISHLIST_MESSAGES.removed : WISHLIST_MESSAGES.added };
  });
}

/** Which of these products (ids of one website) are in any of the user's lists: one query per page. */
export async function wishlistedProductIds(db: Kysely<Database>, userId: number, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("wishlist_items")
    .select("product_id")
    .distinct()
    .where("user_id", "=", userId)
    .where("product_id", "in", productIds)
    .execute();
  return new Set(rows.map((row) => row.product_id));
}
