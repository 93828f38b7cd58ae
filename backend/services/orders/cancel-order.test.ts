import type { Kysely } from "kysely";
import { ensureDatabase } from "@/backend/ensure-database";
import type { Database } from "@/backend/db/schema";
import { deliverablePacks, placeCartAs, shopper, type SellablePack, type Shopper } from "@/backend/test/orders";
import { withTestDatabase } from "@/backend/test/database";
import { cancelOrder } from "./cancel-order";
import { advanceOrder } from "./progress";

withTestDatabase();

let db: Kysely<Database>;
let packs: SellablePack[];
let asha: Shopper;
let ravi: Shopper;
const ownerOf = (who: Shopper) => ({ userId: who.userId, websiteId: 1 });

beforeAll(async () => {
  db = await ensureDatabase();
  packs = await deliverablePacks(db);
  asha = await shopper("9876543210");
  ravi = await shopper("9876543217");
});

describe("cancelOrder", () => {
  it("names an order the customer does not have, someone else's included", async () => {
    const placed = await placeCartAs(asha, packs[0], "cod");
    await expect(cancelOrder(db, ownerOf(asha), 999_999, "Changed my mind")).resolves.toEqual({ ok: false, reason: "unknownOrder" });
    await expect(cancelOrder(db, ownerOf(ravi), placed.id, "Changed my mind")).resolves.toEqual({ ok: false, reason: "unknownOrder" });
  });

  it("names an order that is packed already, and leaves it as it was", async () => {
    const placed = await placeCartAs(asha, packs[0], "cod");
    for (const to of ["confirmed", "packed"] as const) expect((await advanceOrder(db, placed.id, to, null)).ok).toBe(true);
    await expect(cancelOrder(db, ownerOf(asha), placed.id, "Changed my mind")).resolves.toEqual({
      ok: false,
      reason: "tooLate",
      order: { order_number: placed.order_number, status: "packed" },
    });
    expect(await db.selectFrom("orders").select("status").where("id", "=", placed.id).executeTakeFirstOrThrow()).toEqual({ status: "packed" });
  });

  it("cancels a cash order not packed yet", async () => {
    const placed = await placeCartAs(asha, packs[0], "cod");
    await expect(cancelOrder(db, ownerOf(asha), placed.id, "Changed my mind")).resolves.toEqual({ ok: true, message: "Your order has been cancelled." });
  });
});
