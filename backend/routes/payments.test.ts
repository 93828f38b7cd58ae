import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { addToCart, checkoutCart, GATEWAY_KEYS, placeCartAs, shopper, gatewayTestbed, type SellablePack, type Shopper } from "@/backend/test/orders";
import { post } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import type { FakeGateways } from "@/testing/fake-gateways/server";
import { cashfreeStartSchema, paymentConfirmationSchema, razorpayStartSchema } from "@/lib/api/schemas/checkout";
import { orderDetailSchema } from "@/lib/api/schemas/orders";
import { call } from "@/backend/test/request";
import { LANGUAGE_HEADER } from "@/lib/api/protocol";

withTestDatabase();

let db: Kysely<Database>;
let gateways: FakeGateways;
let packs: SellablePack[];
let asha: Shopper;
let karan: Shopper;

beforeAll(async () => {
  ({ gateways, db, packs, asha } = await gatewayTestbed());
  karan = await shopper("9876543217");
});

afterAll(async () => {
  await gateways.close();
  jest.restoreAllMocks();
});

const pay = async (path: string, body: unknown = {}, cookie = asha.cookie) => post(path, body, cookie);
const orderRow = (id: number) => db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const detail = async (id: number) => orderDetailSchema.parse((await call(`/api/account/orders/${id}`, { cookie: asha.cookie })).json);
const sign = (orderId: string, paymentId: string) => createHmac("sha256", GATEWAY_KEYS.razorpay.keySecret).update(`${orderId}|${paymentId}`).digest("hex");

describe("Razorpay", () => {
  it("places an online order without touching the cart, starts it once and pays it on a verified handler", async () => {
    const placed = await placeCartAs(asha, packs[0], "razorpay", 2);
    expect(placed.next).toBe(`/checkout/razorpay/${placed.id}`);
    expect((await checkoutCart(asha)).quantity).toBe(2);

    const started = await pay(`/api/payments/razorpay/${placed.id}`, {}, asha.cookie);
    expect(started.status).toBe(200);
    const start = razorpayStartSchema.parse(started.json);
    expect(start).toMatchObject({
      key: GATEWAY_KEYS.razorpay.keyId,
      amount: Math.round(placed.total * 100),
      currency: "INR",
      name: "Annapurna Store",
      description: `Order ${placed.order_number}`,
      order_number: placed.order_number,
      prefill: { name: "Asha Rao", email: "asha@example.com", contact: "9876543210" },
      theme_color: "#c2410c",
      script_url: "https://checkout.razorpay.com/v1/checkout.js",
    });
    const gatewayOrder = gateways.razorpayOrders.get(start.order_id)!;
    expect(gatewayOrder).toMatchObject({ amount: start.amount, receipt: placed.order_number, notes: { order_id: String(placed.id), order_number: placed.order_number, website: "Annapurna Store" } });
    const again = razorpayStartSchema.parse((await pay(`/api/payments/razorpay/${placed.id}`)).json);
    expect(again.order_id).toBe(start.order_id);

    const handler = await fetch(`${gateways.razorpayApiBase}/__test/orders/${start.order_id}/pay`, { method: "POST", body: "{}" }).then((r) => r.json());
    const verified = await pay(`/api/payments/razorpay/${placed.id}/verify`, handler);
    expect(verified.status).toBe(200);
    expect(paymentConfirmationSchema.parse(verified.json)).toMatchObject({ state: "paid", order_id: placed.id, retry: null });
    expect(await orderRow(placed.id)).toMatchObject({ payment_status: "paid", status: "confirmed" });
    expect((await checkoutCart(asha)).quantity).toBe(0);
    const events = (await detail(placed.id)).events;
    expect(events.at(-1)).toMatchObject({ status: "confirmed", note: `Payment received — Razorpay ${handler.razorpay_payment_id}` });

    // The same handler again (a refresh) changes nothing; starting a paid order is refused.
    expect((await pay(`/api/payments/razorpay/${placed.id}/verify`, handler)).json).toMatchObject({ state: "paid" });
    expect((await detail(placed.id)).events).toHaveLength(events.length);
    expect(await pay(`/api/payments/razorpay/${placed.id}`)).toMatchObject({ status: 409, json: { message: "This order is already paid" } });
  });

  it("refuses a bad signature and an order id other than the stored one, and the order stays payable", async () => {
    const placed = await placeCartAs(asha, packs[0], "razorpay");
    const start = razorpayStartSchema.parse((await pay(`/api/payments/razorpay/${placed.id}`)).json);
    const bad = await pay(`/api/payments/razorpay/${placed.id}/verify`, { razorpay_order_id: start.order_id, razorpay_payment_id: "pay_X1", razorpay_signature: "0".repeat(64) });
    expect(bad).toMatchObject({ status: 400, json: { message: "Payment could not be verified. Your order is still open: please try paying again." } });

    // Correctly signed, but for another Razorpay order than the one stored for this order.
    const other = razorpayStartSchema.parse((await pay(`/api/payments/razorpay/${(await placeCartAs(asha, packs[0], "razorpay")).id}`)).json);
    const foreign = { razorpay_order_id: other.order_id, razorpay_payment_id: "pay_X2", razorpay_signature: sign(other.order_id, "pay_X2") };
    expect((await pay(`/api/payments/razorpay/${placed.id}/verify`, foreign)).status).toBe(400);
    expect(await orderRow(placed.id)).toMatchObject({ payment_status: "pending", status: "placed" });

    const confirm = paymentConfirmationSchema.parse((await pay(`/api/payments/${placed.id}/confirm`)).json);
    expect(confirm).toMatchObject({ state: "pending", retry: `/checkout/razorpay/${placed.id}` });
    const good = { razorpay_order_id: start.order_id, razorpay_payment_id: "pay_X3", razorpay_signature: sign(start.order_id, "pay_X3") };
    expect((await pay(`/api/payments/razorpay/${placed.id}/verify`, good)).json).toMatchObject({ state: "paid" });
  });

  it("confirms from Razorpay's order status when the handler never reached us", async () => {
    const placed = await placeCartAs(asha, packs[0], "razorpay");
    const start = razorpayStartSchema.parse((await pay(`/api/payments/razorpay/${placed.id}`)).json);
    await fetch(`${gateways.razorpayApiBase}/__test/orders/${start.order_id}/pay`, { method: "POST", body: "{}" });
    expect((await pay(`/api/payments/${placed.id}/confirm`)).json).toMatchObject({ state: "paid", retry: null });
    expect(await orderRow(placed.id)).toMatchObject({ payment_status: "paid", status: "confirmed" });
  });
});

describe("Cashfree", () => {
  it("starts an attempt, the shopper pays on Cashfree, confirm asks Cashfree and marks it paid", async () => {
    const placed = await placeCartAs(asha, packs[1], "cashfree");
    expect(placed.next).toBe(`/checkout/cashfree/${placed.id}`);
    const started = await call(`/api/payments/cashfree/${placed.id}`, {
      method: "POST",
      origin: "https://shop.example.com",
      cookie: `csrf_token=t; ${asha.cookie}`,
      headers: { "x-csrf-token": "t" },
    });
    expect(started.status).toBe(200);
    const start = cashfreeStartSchema.parse(started.json);
    expect(start).toMatchObject({ mode: "sandbox", order_number: placed.order_number, script_url: "https://sdk.cashfree.com/js/v3/cashfree.js" });
    const gatewayOrder = [...gateways.cashfreeOrders.values()].find((order) => order.payment_session_id === start.payment_session_id)!;
    expect(gatewayOrder).toMatchObject({
      order_id: expect.stringMatching(new RegExp(`^${placed.order_number}-1-[0-9a-f]{8}$`)),
      order_amount: placed.total,
      customer_details: { customer_id: `user_${asha.userId}`, customer_phone: "9876543210", customer_name: "Asha Rao", customer_email: "asha@example.com" },
      order_meta: { return_url: `https://shop.example.com/checkout/confirm/${placed.id}`, notify_url: "https://shop.example.com/s/api/webhooks/cashfree" },
    });

    expect((await pay(`/api/payments/${placed.id}/confirm`)).json).toMatchObject({ state: "pending", retry: `/checkout/cashfree/${placed.id}` });
    // The shopper fails once: confirm reads the failed attempt from Cashfree, then a new attempt pays.
    await fetch(`${gateways.cashfreeApiBase}/__test/sessions/${start.payment_session_id}/fail`, { method: "POST" });
    expect((await pay(`/api/payments/${placed.id}/confirm`)).json).toMatchObject({ state: "failed", retry: `/checkout/cashfree/${placed.id}` });
    expect(await orderRow(placed.id)).toMatchObject({ payment_status: "failed" });
    const retry = cashfreeStartSchema.parse((await pay(`/api/payments/cashfree/${placed.id}`)).json);
    const retryOrder = [...gateways.cashfreeOrders.values()].find((order) => order.payment_session_id === retry.payment_session_id)!;
    expect(retryOrder.order_id).toMatch(new RegExp(`^${placed.order_number}-2-[0-9a-f]{8}$`));
    expect(retryOrder.order_meta.notify_url).toBeNull();
    await fetch(`${gateways.cashfreeApiBase}/__test/sessions/${retry.payment_session_id}/pay`, { method: "POST" });

    const confirmed = paymentConfirmationSchema.parse((await pay(`/api/payments/${placed.id}/confirm`)).json);
    expect(confirmed).toMatchObject({ state: "paid", order_number: placed.order_number, retry: null });
    expect(await orderRow(placed.id)).toMatchObject({ payment_status: "paid", status: "confirmed" });
    expect((await checkoutCart(asha)).quantity).toBe(0);
    expect(await pay(`/api/payments/cashfree/${placed.id}`)).toMatchObject({ status: 409 });
  });

  it("brings a shopper who paid from a Hindi page back to the Hindi confirm page, and one from an unoffered language to the default's", async () => {
    const returnUrl = async (language: string) => {
      const placed = await placeCartAs(asha, packs[1], "cashfree");
      const started = await call(`/api/payments/cashfree/${placed.id}`, {
        method: "POST",
        origin: "https://shop.example.com",
        cookie: `csrf_token=t; ${asha.cookie}`,
        headers: { "x-csrf-token": "t", [LANGUAGE_HEADER]: language },
      });
      const start = cashfreeStartSchema.parse(started.json);
      const order = [...gateways.cashfreeOrders.values()].find((candidate) => candidate.payment_session_id === start.payment_session_id)!;
      return [order.order_meta.return_url, placed.id] as const;
    };
    const [hindi, hindiOrder] = await returnUrl("hi");
    expect(hindi).toBe(`https://shop.example.com/hi/checkout/confirm/${hindiOrder}`);
    const [tamil, tamilOrder] = await returnUrl("ta");
    expect(tamil).toBe(`https://shop.example.com/checkout/confirm/${tamilOrder}`);
  });

  it("marks an expired Cashfree order failed and offers a retry", async () => {
    const placed = await placeCartAs(asha, packs[1], "cashfree");
    const start = cashfreeStartSchema.parse((await pay(`/api/payments/cashfree/${placed.id}`)).json);
    const gatewayOrder = [...gateways.cashfreeOrders.values()].find((order) => order.payment_session_id === start.payment_session_id)!;
    gatewayOrder.order_status = "EXPIRED";
    expect((await pay(`/api/payments/${placed.id}/confirm`)).json).toMatchObject({ state: "failed", retry: `/checkout/cashfree/${placed.id}` });
    expect(await orderRow(placed.id)).toMatchObject({ payment_status: "failed", status: "placed" });
  });
});

describe("every payment route", () => {
  it("answers someone else's order like a missing one, and a guest with 401", async () => {
    const placed = await placeCartAs(asha, packs[0], "razorpay");
    const handler = { razorpay_order_id: "order_1", razorpay_payment_id: "pay_1", razorpay_signature: "a".repeat(64) };
    for (const [path, body] of [
      [`/api/payments/razorpay/${placed.id}`, {}],
      [`/api/payments/razorpay/${placed.id}/verify`, handler],
      [`/api/payments/cashfree/${placed.id}`, {}],
      [`/api/payments/${placed.id}/confirm`, {}],
    ] as const) {
      expect(await pay(path, body, karan.cookie)).toMatchObject({ status: 404, json: { message: "Order not found" } });
      expect(await pay(path.replace(String(placed.id), "999999"), body)).toMatchObject({ status: 404, json: { message: "Order not found" } });
      expect((await post(path, body)).status).toBe(401);
    }
    expect(await orderRow(placed.id)).toMatchObject({ payment_status: "pending" });
  });

  it("confirms a cash order as placed and refuses to take it online", async () => {
    await addToCart(asha, packs[0]);
    const placed = await placeCartAs(asha, packs[0], "cod");
    expect((await pay(`/api/payments/${placed.id}/confirm`)).json).toMatchObject({ state: "placed", payment_method: "cod", retry: null });
    expect(await pay(`/api/payments/razorpay/${placed.id}`)).toMatchObject({ status: 400, json: { message: "This order is not paid with Razorpay" } });
  });
});
