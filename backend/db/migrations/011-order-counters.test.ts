import type { Kysely } from "kysely";
import { ensureDatabase } from "@/backend/ensure-database";
import { dialectOf } from "@/backend/db/dialect";
import { withTestDatabase } from "@/backend/test/database";
import { orderCountersMigration } from "./011-order-counters";

withTestDatabase();

describe("011-order-counters on a store that already has orders", () => {
  it("starts each website's counter at its highest order number and counts the coupons those orders used", async () => {
    const db = await ensureDatabase();
    const before = await db.selectFrom("coupon_redemptions").select(["coupon_id", "user_id", "order_ref"]).orderBy("order_ref").execute();
    expect(before.length).toBeGreaterThan(0);
    // As a store looked before this migration: no counters, and coupon uses recorded only for orders placed since.
    const untyped = db as unknown as Kysely<unknown>;
    await orderCountersMigration.down(untyped, dialectOf(db));
    await db.deleteFrom("coupon_redemptions").execute();

    await orderCountersMigration.up(untyped, dialectOf(db));

    const counter = await db.selectFrom("order_counters").select(["website_id", "last_sequence"]).execute();
    expect(counter).toEqual([{ website_id: 1, last_sequence: 100_101 + 18 - 1 }]);
    expect(await db.selectFrom("coupon_redemptions").select(["coupon_id", "user_id", "order_ref"]).orderBy("order_ref").execute()).toEqual(before);
  });
});
