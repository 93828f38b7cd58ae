import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { gatewayTestbed, placeCartAs, type SellablePack, type Shopper } from "@/backend/test/orders";
import { withTestDatabase } from "@/backend/test/database";
import { PaymentGatewayError } from "@/backend/services/payments/gateway-error";
import type { FakeGateways } from "@/testing/fake-gateways/server";
import { gatewayCall } from "./gateway-call";
import { startRazorpay, verifyRazorpay } from "./pay-with-razorpay";

withTestDatabase();

let db: Kysely<Database>;
let gateways: FakeGateways;
let packs: SellablePack[];
let asha: Shopper;
const website = { name: "Test store", brand_color: null };

beforeAll(async () => {
  ({ gateways, db, packs, asha } = await gatewayTestbed());
});

afterAll(async () => {
  await gateways.close();
  jest.restoreAllMocks();
});

const rows = async (id: number) => ({
  order: await db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
  user: await db.selectFrom("users").selectAll().where("id", "=", asha.userId).executeTakeFirstOrThrow(),
});

describe("startRazorpay", () => {
  it("names an order paid another way", async () => {
    const { order, user } = await rows((await placeCartAs(asha, packs[0], "cod")).id);
    await expect(startRazorpay(db, order, user, website)).resolves.toEqual({ ok: false, reason: "otherGateway", gateway: "razorpay" });
  });

  it("names a paid order", async () => {
    const { order, user } = await rows((await placeCartAs(asha, packs[0], "razorpay")).id);
    await expect(startRazorpay(db, { ...order, payment_status: "paid" }, user, website)).resolves.toEqual({ ok: false, reason: "alreadyPaid", gateway: "razorpay" });
  });

  it("names a gateway whose keys were removed", async () => {
    const { order, user } = await rows((await placeCartAs(asha, packs[0], "razorpay")).id);
    const keyId = process.env.RAZORPAY_KEY_ID;
    delete process.env.RAZORPAY_KEY_ID;
    try {
      await expect(startRazorpay(db, order, user, website)).resolves.toEqual({ ok: false, reason: "gatewayOff", gateway: "razorpay" });
    } finally {
      process.env.RAZORPAY_KEY_ID = keyId;
    }
  });

  it("starts an open Razorpay order", async () => {
    const { order, user } = await rows((await placeCartAs(asha, packs[0], "razorpay")).id);
    await expect(startRazorpay(db, order, user, website)).resolves.toMatchObject({ ok: true, start: { amount: order.total, order_number: order.order_number } });
  });
});

describe("verifyRazorpay", () => {
  it("names a checkout result that does not match the stored gateway order", async () => {
    const { order, user } = await rows((await placeCartAs(asha, packs[0], "razorpay")).id);
    expect((await startRazorpay(db, order, user, website)).ok).toBe(true);
    const forged = { razorpay_order_id: "order_forged", razorpay_payment_id: "pay_forged", razorpay_signature: "0".repeat(64) };
    await expect(verifyRazorpay(db, order, forged)).resolves.toEqual({ ok: false, reason: "notVerified", gateway: "razorpay" });
  });
});

describe("gatewayCall", () => {
  it("names a gateway that refused or did not answer", async () => {
    const refused = gatewayCall("cashfree", () => Promise.reject(new PaymentGatewayError("cashfree", "down", 503)));
    await expect(refused).resolves.toEqual({ ok: false, reason: "gatewayDown", gateway: "cashfree" });
  });
});
