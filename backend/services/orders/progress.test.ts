import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { gatewayTestbed, placeCartAs, type SellablePack, type Shopper } from "@/backend/test/orders";
import { withTestDatabase } from "@/backend/test/database";
import type { FakeGateways } from "@/testing/fake-gateways/server";
import { advanceOrder } from "./progress";

withTestDatabase();

let db: Kysely<Database>;
let gateways: FakeGateways;
let packs: SellablePack[];
let asha: Shopper;

beforeAll(async () => {
  ({ gateways, db, packs, asha } = await gatewayTestbed());
});

afterAll(async () => {
  await gateways.close();
  jest.restoreAllMocks();
});

describe("advanceOrder", () => {
  it("names an id no order has", async () => {
    await expect(advanceOrder(db, 999_999, "confirmed", null)).resolves.toEqual({ ok: false, reason: "unknownOrder" });
  });

  it("names a skipped step with the step the order can take", async () => {
    const placed = await placeCartAs(asha, packs[0], "cod");
    await expect(advanceOrder(db, placed.id, "packed", null)).resolves.toEqual({
      ok: false,
      reason: "notNext",
      orderNumber: placed.order_number,
      from: "placed",
      next: "confirmed",
    });
  });

  it("names an online order not paid yet", async () => {
    const placed = await placeCartAs(asha, packs[0], "razorpay");
    await expect(advanceOrder(db, placed.id, "confirmed", null)).resolves.toEqual({ ok: false, reason: "unpaid", orderNumber: placed.order_number });
  });

  it("moves a cash order on, and then names it delivered", async () => {
    const placed = await placeCartAs(asha, packs[0], "cod");
    for (const to of ["confirmed", "packed", "out_for_delivery", "delivered"] as const) {
      await expect(advanceOrder(db, placed.id, to, null)).resolves.toMatchObject({ ok: true, order: { status: to } });
    }
    await expect(advanceOrder(db, placed.id, "delivered", null)).resolves.toEqual({ ok: false, reason: "delivered", orderNumber: placed.order_number });
  });
});
