import { ensureDatabase } from "@/backend/ensure-database";
import type { Database } from "@/backend/db/schema";
import { createSession } from "@/backend/services/sessions";
import { withTestDatabase } from "@/backend/test/database";
import type { Kysely } from "kysely";
import { mergeGuestCart } from "./merge-guest-cart";

withTestDatabase();

const NOW = "2026-01-01T00:00:00.000Z";
let db: Kysely<Database>;
let packs: { id: number; warehouse_id: number }[];
let userId: number;

beforeAll(async () => {
  db = await ensureDatabase();
  packs = await db
    .selectFrom("packs")
    .innerJoin("products", "products.id", "packs.product_id")
    .select(["packs.id", "packs.warehouse_id"])
    .where("products.website_id", "=", 1)
    .orderBy("packs.id")
    .limit(3)
    .execute();
  userId = (await db.selectFrom("users").select("id").where("phone", "=", "9876543210").executeTakeFirstOrThrow()).id;
});

afterEach(async () => {
  await db.deleteFrom("cart_items").execute();
  await db.deleteFrom("carts").execute();
});

async function cartWith(owner: { session_id?: number; user_id?: number }, lines: [number, number][], coupon: string | null = null) {
  const { id } = await db
    .insertInto("carts")
    .values({ website_id: 1, session_id: owner.session_id ?? null, user_id: owner.user_id ?? null, coupon_code: coupon, notes: null, created_at: NOW, updated_at: NOW })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const [index, quantity] of lines) {
    await db.insertInto("cart_items").values({ cart_id: id, pack_id: packs[index].id, warehouse_id: packs[index].warehouse_id, quantity, created_at: NOW }).execute();
  }
  return id;
}

const linesOf = async (cartId: number) =>
  (await db.selectFrom("cart_items").select(["pack_id", "quantity"]).where("cart_id", "=", cartId).orderBy("pack_id").execute()).map(
    (line) => [packs.findIndex((pack) => pack.id === line.pack_id), line.quantity],
  );

describe("mergeGuestCart", () => {
  it("adds the guest's quantities to the customer's cart, capped at the line limit, and deletes the guest cart", async () => {
    const guest = (await createSession(db, { websiteId: 1 })).session;
    const guestCart = await cartWith({ session_id: guest.id }, [[0, 2], [1, 15]], "FLAT50");
    const userCart = await cartWith({ user_id: userId }, [[1, 10], [2, 1]]);
    await mergeGuestCart(db, { guestSessionId: guest.id, userId, websiteId: 1 });
    expect(await linesOf(userCart)).toEqual([[0, 2], [1, 20], [2, 1]]);
    expect(await db.selectFrom("carts").select("id").where("id", "=", guestCart).executeTakeFirst()).toBeUndefined();
    expect(await linesOf(guestCart)).toEqual([]);
    expect((await db.selectFrom("carts").select("coupon_code").where("id", "=", userCart).executeTakeFirstOrThrow()).coupon_code).toBe("FLAT50");
  });

  it("hands the guest cart to the customer when the customer has none", async () => {
    const guest = (await createSession(db, { websiteId: 1 })).session;
    const guestCart = await cartWith({ session_id: guest.id }, [[0, 3]]);
    await mergeGuestCart(db, { guestSessionId: guest.id, userId, websiteId: 1 });
    expect(await db.selectFrom("carts").select(["user_id", "session_id"]).where("id", "=", guestCart).executeTakeFirstOrThrow()).toEqual({ user_id: userId, session_id: null });
    expect(await linesOf(guestCart)).toEqual([[0, 3]]);
  });

  it("does nothing without a guest cart, and runs inside the caller's transaction", async () => {
    const guest = (await createSession(db, { websiteId: 1 })).session;
    const userCart = await cartWith({ user_id: userId }, [[0, 1]]);
    await db.transaction().execute((trx) => mergeGuestCart(trx, { guestSessionId: guest.id, userId, websiteId: 1 }));
    expect(await linesOf(userCart)).toEqual([[0, 1]]);
  });
});
