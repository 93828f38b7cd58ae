import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { checkoutCart, placeCartAs, gatewayTestbed, type SellablePack, type Shopper } from "@/backend/test/orders";
import { post } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import { serveStoreOverHttp } from "@/backend/test/store-over-http";
import type { FakeGateways } from "@/testing/fake-gateways/server";
import { cashfreeStartSchema, razorpayStartSchema } from "@/lib/api/schemas/checkout";

withTestDatabase();

let db: Kysely<Database>;
let gateways: FakeGateways;
let store: Awaited<ReturnType<typeof serveStoreOverHttp>>;
let base: string;
let packs: SellablePack[];
let asha: Shopper;

beforeAll(async () => {
  ({ gateways, db, packs, asha } = await gatewayTestbed());
  store = await serveStoreOverHttp();
  base = store.base;
});

afterAll(async () => {
  await store.close();
  await gateways.close();
  jest.restoreAllMocks();
});

const razorpayTarget = () => `${base}/api/webhooks/razorpay`;
const cashfreeTarget = () => `${base}/api/webhooks/cashfree`;
const orderRow = (id: number) => db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const eventsOf = (id: number) => db.selectFrom("order_events").selectAll().where("order_id", "=", id).orderBy("id").execute();

async function razorpayOrder() {
  const placed = await placeCartAs(asha, packs[0], "razorpay");
  const start = razorpayStartSchema.parse((await post(`/api/payments/razorpay/${placed.id}`, {}, asha.cookie)).json);
  return { ...placed, gatewayOrderId: start.order_id };
}

async function cashfreeOrder() {
  const placed = await placeCartAs(asha, packs[0], "cashfree");
  const start = cashfreeStartSchema.parse((await post(`/api/payments/cashfree/${placed.id}`, {}, asha.cookie)).json);
  const gatewayOrder = [...gateways.cashfreeOrders.values()].find((order) => order.payment_session_id === start.payment_session_id)!;
  return { ...placed, gatewayOrderId: gatewayOrder.order_id };
}

const outcome = (delivery: { status: number; body: string }) => ({ status: delivery.status, ...(JSON.parse(delivery.body) as { outcome?: string; message?: string }) });

describe("POST /api/webhooks/razorpay", () => {
  it("applies payment.captured once when it is delivered twice, and empties the cart", async () => {
    const order = await razorpayOrder();
    const event = { type: "payment.captured" as const, orderId: order.gatewayOrderId, paymentId: "pay_Twice0001", eventId: "evt_twice_1" };
    expect(outcome(await gateways.sendRazorpayWebhook(razorpayTarget(), event))).toEqual({ status: 200, outcome: "paid" });
    expect(outcome(await gateways.sendRazorpayWebhook(razorpayTarget(), event))).toEqual({ status: 200, outcome: "duplicate" });
    expect(await orderRow(order.id)).toMatchObject({ payment_status: "paid", status: "confirmed" });
    const confirmed = (await eventsOf(order.id)).filter((row) => row.status === "confirmed");
    expect(confirmed).toEqual([expect.objectContaining({ note: "Payment received — Razorpay pay_Twice0001" })]);
    expect((await checkoutCart(asha)).quantity).toBe(0);
    // order.paid for the same payment afterwards is another event, and changes nothing.
    expect(outcome(await gateways.sendRazorpayWebhook(razorpayTarget(), { ...event, type: "order.paid", eventId: "evt_twice_2" }))).toEqual({ status: 200, outcome: "ignored" });
  });

  it("applies one of two identical deliveries racing each other", async () => {
    const order = await razorpayOrder();
    const event = { type: "payment.captured" as const, orderId: order.gatewayOrderId, paymentId: "pay_Race00001", eventId: "evt_race_1" };
    const results = await Promise.all([gateways.sendRazorpayWebhook(razorpayTarget(), event), gateways.sendRazorpayWebhook(razorpayTarget(), event)]);
    expect(results.map(outcome).map((result) => result.outcome).sort()).toEqual(["duplicate", "paid"]);
    expect((await eventsOf(order.id)).filter((row) => row.status === "confirmed")).toHaveLength(1);
  });

  it("refuses a bad signature with 401 and changes nothing", async () => {
    const order = await razorpayOrder();
    const delivery = await gateways.sendRazorpayWebhook(razorpayTarget(), { type: "payment.captured", orderId: order.gatewayOrderId }, { signature: "f".repeat(64) });
    expect(outcome(delivery)).toEqual({ status: 401, message: "Invalid webhook signature" });
    expect(await orderRow(order.id)).toMatchObject({ payment_status: "pending" });
  });

  it("leaves the order unpaid when the amount was tampered with", async () => {
    const order = await razorpayOrder();
    const delivery = await gateways.sendRazorpayWebhook(razorpayTarget(), { type: "payment.captured", orderId: order.gatewayOrderId, amount: 100 });
    expect(outcome(delivery)).toEqual({ status: 200, outcome: "rejected" });
    expect(await orderRow(order.id)).toMatchObject({ payment_status: "pending", status: "placed" });
  });

  it("pays an order whose first payment failed, and keeps a paid order paid when a failure arrives late", async () => {
    const order = await razorpayOrder();
    expect(outcome(await gateways.sendRazorpayWebhook(razorpayTarget(), { type: "payment.failed", orderId: order.gatewayOrderId, paymentId: "pay_Fail00001" }))).toMatchObject({ outcome: "failed" });
    expect(await orderRow(order.id)).toMatchObject({ payment_status: "failed", status: "placed" });
    expect(outcome(await gateways.sendRazorpayWebhook(razorpayTarget(), { type: "payment.captured", orderId: order.gatewayOrderId, paymentId: "pay_Good00001" }))).toMatchObject({ outcome: "paid" });
    expect(await orderRow(order.id)).toMatchObject({ payment_status: "paid", status: "confirmed" });

    const late = await razorpayOrder();
    await gateways.sendRazorpayWebhook(razorpayTarget(), { type: "payment.captured", orderId: late.gatewayOrderId, paymentId: "pay_Good00002" });
    expect(outcome(await gateways.sendRazorpayWebhook(razorpayTarget(), { type: "payment.failed", orderId: late.gatewayOrderId, paymentId: "pay_Fail00002" }))).toMatchObject({ outcome: "ignored" });
    expect(await orderRow(late.id)).toMatchObject({ payment_status: "paid", status: "confirmed" });
  });

  it("answers 200 for an order it does not know and events it does not handle", async () => {
    expect(outcome(await gateways.sendRazorpayWebhook(razorpayTarget(), { type: "payment.captured", orderId: "order_Unknown000001", amount: 1000 }))).toEqual({ status: 200, outcome: "unknown-order" });
  });
});

describe("POST /api/webhooks/cashfree", () => {
  it("applies a success once when delivered twice", async () => {
    const order = await cashfreeOrder();
    const event = { type: "PAYMENT_SUCCESS_WEBHOOK" as const, orderId: order.gatewayOrderId, cfPaymentId: 777001 };
    expect(outcome(await gateways.sendCashfreeWebhook(cashfreeTarget(), event))).toEqual({ status: 200, outcome: "paid" });
    expect(outcome(await gateways.sendCashfreeWebhook(cashfreeTarget(), event))).toEqual({ status: 200, outcome: "duplicate" });
    expect(await orderRow(order.id)).toMatchObject({ payment_status: "paid", status: "confirmed" });
    expect((await eventsOf(order.id)).filter((row) => row.status === "confirmed")).toEqual([expect.objectContaining({ note: "Payment received — Cashfree 777001" })]);
  });

  it("refuses a bad signature, and a tampered amount leaves the order unpaid", async () => {
    const order = await cashfreeOrder();
    const event = { type: "PAYMENT_SUCCESS_WEBHOOK" as const, orderId: order.gatewayOrderId };
    expect((await gateways.sendCashfreeWebhook(cashfreeTarget(), event, { signature: "A".repeat(43) + "=" })).status).toBe(401);
    expect(outcome(await gateways.sendCashfreeWebhook(cashfreeTarget(), { ...event, amount: 1 }))).toEqual({ status: 200, outcome: "rejected" });
    expect(await orderRow(order.id)).toMatchObject({ payment_status: "pending" });
  });

  it("pays after a dropped attempt and ignores a failure after the payment", async () => {
    const order = await cashfreeOrder();
    await gateways.sendCashfreeWebhook(cashfreeTarget(), { type: "PAYMENT_USER_DROPPED_WEBHOOK", orderId: order.gatewayOrderId, cfPaymentId: 888001 });
    expect(await orderRow(order.id)).toMatchObject({ payment_status: "failed" });
    await gateways.sendCashfreeWebhook(cashfreeTarget(), { type: "PAYMENT_SUCCESS_WEBHOOK", orderId: order.gatewayOrderId, cfPaymentId: 888002 });
    expect(outcome(await gateways.sendCashfreeWebhook(cashfreeTarget(), { type: "PAYMENT_FAILED_WEBHOOK", orderId: order.gatewayOrderId, cfPaymentId: 888003 }))).toMatchObject({ outcome: "ignored" });
    expect(await orderRow(order.id)).toMatchObject({ payment_status: "paid", status: "confirmed" });
  });
});
