import type { Kysely } from "kysely";
import type { CartRow, Database } from "@/backend/db/schema";
import { inTransaction } from "@/backend/db/in-transaction";
import type { Result } from "@/backend/services/result";
import { maxLineQuantity } from "./limits";
import { withStock } from "@/backend/services/stock/levels";

export { CART_MESSAGES } from "@/lib/api/schemas/shopper-sentences";

/** A signed-in customer's cart is theirs on this website; a guest's belongs to the session. */
export type CartHolder = { websiteId: number; userId: number } | { websiteId: number; sessionId: number };

/** Whose cart a request sees: the signed-in user's, else the session's, else nobody's yet. */
export function cartHolderOf(websiteId: number, user: { id: number } | null, session: { id: number } | null): CartHolder | null {
  if (user) return { websiteId, userId: user.id };
  return session ? { websiteId, sessionId: session.id } : null;
}

export async function findCart(db: Kysely<Database>, holder: CartHolder): Promise<CartRow | undefined> {
  const query = db.selectFrom("carts").selectAll().where("website_id", "=", holder.websiteId);
  return ("userId" in holder ? query.where("user_id", "=", holder.userId) : query.where("session_id", "=", holder.sessionId)).executeTakeFirst();
}

/**
 * The holder's cart, locked until the caller's transaction ends (a write to the row, which PostgreSQL
 * holds per row and SQLite per database). Every change to a cart's lines and every placement takes
 * this lock first, so a placement never empties lines that another request is changing.
 */
export async function lockCart(trx: Kysely<Database>, holder: CartHolder, now: Date): Promise<CartRow | undefined> {
  const query = trx.updateTable("carts").set({ updated_at: now.toISOString() }).where("website_id", "=", holder.websiteId);
  const mine = "userId" in holder ? query.where("user_id", "=", holder.userId) : query.where("session_id", "=", holder.sessionId);
  return mine.returningAll().executeTakeFirst();
}

/** Finds or creates the cart; two first requests at once end with one cart. */
export async function ensureCart(db: Kysely<Database>, holder: CartHolder, now: Date): Promise<CartRow> {
  const existing = await findCart(db, holder);
  if (existing) return existing;
  const stamp = now.toISOString();
  await db
    .insertInto("carts")
    .values({
      website_id: holder.websiteId,
      user_id: "userId" in holder ? holder.userId : null,
      session_id: "sessionId" in holder ? holder.sessionId : null,
      coupon_code: null,
      notes: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .onConflict((oc) => ("userId" in holder ? oc.columns(["website_id", "user_id"]) : oc.column("session_id")).doNothing())
    .execute();
  const created = await findCart(db, holder);
  if (!created) throw new Error("The cart could not be created");
  return created;
}

export interface SellablePack {
  id: number;
  warehouse_id: number;
  name: string;
  product_name: string;
}

export type SellablePackResult = Result<{ pack: SellablePack }, "packUnavailable" | "wrongWarehouse">;

/** The pack must be on sale on this website and sold from the warehouse the storefront names. */
export async function findSellablePack(db: Kysely<Database>, websiteId: number, packId: number, warehouseId: number): Promise<SellablePackResult> {
  const pack = await db
    .selectFrom("packs")
    .innerJoin("products", "products.id", "packs.product_id")
    .select(["packs.id", "packs.warehouse_id", "packs.name", "products.name as product_name"])
    .where("packs.id", "=", packId)
    .where("products.website_id", "=", websiteId)
    .where("packs.active", "=", 1)
    .where("products.active", "=", 1)
    .executeTakeFirst();
  if (!pack) return { ok: false, reason: "packUnavailable" };
  if (pack.warehouse_id !== warehouseId) return { ok: false, reason: "wrongWarehouse" };
  return { ok: true, pack };
}

/** `lineLimit`: the line holds the most one order may have; `shortOfStock`: the shelf has only `left` units. */
export type AddUnitResult = Result<object, "lineLimit"> | Result<object, "shortOfStock", { left: number }>;
type AddUnitRefusal = Extract<AddUnitResult, { ok: false }>;

/** Thrown inside the transaction so that it rolls back (the unit was already counted), and returned outside it. */
class RefusedUnit extends Error {
  constructor(readonly refusal: AddUnitRefusal) {
    super(refusal.reason);
  }
}

/**
 * One more unit, atomically: concurrent adds each count, and none passes the line limit or the units
 * on the shelf (the answer then says how many are left). Placement takes the units; a cart only asks.
 */
export async function addUnit(db: Kysely<Database>, cart: CartRow, pack: SellablePack, now: Date): Promise<AddUnitResult> {
  const limit = maxLineQuantity();
  try {
    await inTransaction(db, (trx) => addUnitIn(trx, cart, pack, limit, now));
    return { ok: true };
  } catch (error) {
    if (error instanceof RefusedUnit) return error.refusal;
    throw error;
  }
}

async function addUnitIn(trx: Kysely<Database>, cart: CartRow, pack: SellablePack, limit: number, now: Date) {
  await touch(trx, cart.id, now);
  const row = await trx
    .insertInto("cart_items")
    .values({ cart_id: cart.id, pack_id: pack.id, warehouse_id: pack.warehouse_id, quantity: 1, created_at: now.toISOString() })
    .onConflict((oc) =>
      oc
        .columns(["cart_id", "pack_id"])
        .doUpdateSet((eb) => ({ quantity: eb("cart_items.quantity", "+", 1) }))
        .where("cart_items.quantity", "<", limit),
    )
    .returning("quantity")
    .executeTakeFirst();
  if (!row) throw new RefusedUnit({ ok: false, reason: "lineLimit" });
  const shelf = await withStock(trx.selectFrom("packs")).where("packs.id", "=", pack.id).executeTakeFirst();
  const left = Number(shelf?.stock ?? 0);
  if (row.quantity > left) throw new RefusedUnit({ ok: false, reason: "shortOfStock", left });
}

/** One unit fewer (the line goes at zero), or the whole line; a pack not in the cart changes nothing. */
export async function removeUnits(db: Kysely<Database>, cart: CartRow, packId: number, wholeLine: boolean, now: Date) {
  await inTransaction(db, async (trx) => {
    await touch(trx, cart.id, now);
    const line = trx.deleteFrom("cart_items").where("cart_id", "=", cart.id).where("pack_id", "=", packId);
    if (wholeLine) {
      await line.execute();
      return;
    }
    const lowered = await trx
      .updateTable("cart_items")
      .set((eb) => ({ quantity: eb("quantity", "-", 1) }))
      .where("cart_id", "=", cart.id)
      .where("pack_id", "=", packId)
      .where("quantity", ">", 1)
      .executeTakeFirst();
    if (Number(lowered.numUpdatedRows) === 0) await line.where("quantity", "<=", 1).execute();
  });
}

export async function setCoupon(db: Kysely<Database>, cartId: number, code: string | null, now: Date) {
  await db.updateTable("carts").set({ coupon_code: code, updated_at: now.toISOString() }).where("id", "=", cartId).execute();
}

async function touch(db: Kysely<Database>, cartId: number, now: Date) {
  await db.updateTable("carts").set({ updated_at: now.toISOString() }).where("id", "=", cartId).execute();
}
