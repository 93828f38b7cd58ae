import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { checkoutCart, placeBody, placeCartAs, placeOrderCall, shopper, gatewayTestbed, addToCart, paidRazorpayOrder as paidRazorpayOrderOf, type SellablePack, type Shopper } from "@/backend/test/orders";
import { formatPaise } from "@/lib/format";
import { call } from "@/backend/test/request";
import { post } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import { serveStoreOverHttp } from "@/backend/test/store-over-http";
import type { FakeGateways } from "@/testing/fake-gateways/server";
import { cashfreeStartSchema } from "@/lib/api/schemas/checkout";
import { orderDetailSchema } from "@/lib/api/schemas/orders";

withTestDatabase();
jest.setTimeout(90_000);

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

const cancel = (id: number, reason: string, who: Shopper = asha) => post(`/api/account/orders/${id}/cancel`, { reason }, who.cookie);
const detail = async (id: number, who: Shopper = asha) => orderDetailSchema.parse((await call(`/api/account/orders/${id}`, { cookie: who.cookie })).json);
const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

const paidRazorpayOrder = () => paidRazorpayOrderOf(asha, packs[0], gateways.url);

async function paidCashfreeOrder() {
  const placed = await placeCartAs(asha, packs[0], "cashfree");
  const start = cashfreeStartSchema.parse((await post(`/api/payments/cashfree/${placed.id}`, {}, asha.cookie)).json);
  await fetch(`${gateways.url}/pg/__test/sessions/${start.payment_session_id}/pay`, { method: "POST", body: "{}" });
  await post(`/api/payments/${placed.id}/confirm`, {}, asha.cookie);
  return placed;
}

describe("a customer cancels", () => {
  it("a cash order with a reason; the coupon use comes back", async () => {
    const expensive = [...packs].sort((a, b) => b.price - a.price)[0];
    await addToCart(asha, expensive, 2);
    expect((await post("/api/apply/coupon", { code: "FLAT50" }, asha.cookie)).status).toBe(200);
    const placed = await placeOrderCall(placeBody(await checkoutCart(asha), asha), asha.cookie);
    const order = placed.json as { id: number; order_number: string };
    const uses = () => db.selectFrom("coupon_redemptions").select("order_ref").where("order_ref", "=", order.order_number).execute();
    expect(await uses()).toHaveLength(1);

    const missing = await cancel(order.id, "  ");
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ message: "Reason is required" });

    const done = await cancel(order.id, "Ordered by mistake");
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ message: "Your order has been cancelled." });
    expect(await uses()).toHaveLength(0);
    const after = await detail(order.id);
    expect(after.status).toBe("cancelled");
    expect(after.events.at(-1)).toMatchObject({ status: "cancelled", note: "Cancelled by the customer: Ordered by mistake" });
    expect(after.documents).toEqual([]);

    const twice = await cancel(order.id, "Ordered by mistake");
    expect(twice.status).toBe(409);
    expect(twice.json).toEqual({ message: `Order ${order.order_number} is cancelled and can no longer be cancelled.` });
  });

  it("not someone else's order (404), nor one already packed (409)", async () => {
    const placed = await placeCartAs(asha, packs[0], "cod");
    const other = await shopper("9876543216");
    const stranger = await cancel(placed.id, "Not mine", other);
    expect(stranger.status).toBe(404);
    expect(stranger.json).toEqual({ message: "Order not found" });
    await db.updateTable("orders").set({ status: "packed" }).where("id", "=", placed.id).execute();
    const late = await cancel(placed.id, "Too late");
    expect(late.status).toBe(409);
    expect(late.json).toEqual({ message: `Order ${placed.order_number} is packed and can no longer be cancelled.` });
  });

  it("a paid Razorpay order: a refund at Razorpay, a credit note, then Refunded from the webhook, once", async () => {
    const placed = await paidRazorpayOrder();
    expect((await detail(placed.id)).documents.map((document) => document.kind)).toEqual(["invoice"]);

    const done = await cancel(placed.id, "Found a better price elsewhere");
    expect(done.json).toEqual({ message: "Your order has been cancelled. Your refund has been initiated." });
    const refunding = await detail(placed.id);
    expect(refunding).toMatchObject({ status: "cancelled", payment_status: "refund_initiated" });
    expect(refunding.documents.map((document) => document.kind)).toEqual(["invoice", "credit_note"]);
    const refund = [...gateways.razorpayRefunds.values()].at(-1)!;
    expect(refund).toMatchObject({ amount: Math.round(placed.total * 100), status: "pending", notes: { order_number: placed.order_number } });
    expect(refunding.events.at(-1)!.note).toBe(`Refund of ${formatPaise(Math.round(placed.total * 100))} initiated — Razorpay ${refund.id}`);

    const processed = await json(await fetch(`${gateways.url}/v1/__test/refunds/${refund.id}/process`, { method: "POST", body: JSON.stringify({ webhook_url: `${base}/api/webhooks/razorpay` }) }));
    expect(processed.delivery).toEqual({ status: 200, body: JSON.stringify({ outcome: "refunded" }) });
    const refunded = await detail(placed.id);
    expect(refunded.payment_status).toBe("refunded");
    const events = refunded.events.length;

    const again = await json(await fetch(`${gateways.url}/v1/__test/refunds/${refund.id}/process`, { method: "POST", body: JSON.stringify({ webhook_url: `${base}/api/webhooks/razorpay` }) }));
    expect(again.delivery).toEqual({ status: 200, body: JSON.stringify({ outcome: "duplicate" }) });
    expect((await detail(placed.id)).events).toHaveLength(events);
  });

  it("a paid Cashfree order: a refund with our refund id at Cashfree, then Refunded from REFUND_STATUS_WEBHOOK, once", async () => {
    const placed = await paidCashfreeOrder();
    expect((await detail(placed.id)).payment_status).toBe("paid");
    await cancel(placed.id, "The delivery slot does not suit me");
    const stored = await db.selectFrom("refunds").selectAll().where("order_id", "=", placed.id).executeTakeFirstOrThrow();
    const refund = gateways.cashfreeRefunds.get(stored.refund_ref)!;
    expect(refund).toMatchObject({ refund_amount: placed.total, refund_status: "PENDING" });
    expect(stored.gateway_refund_id).toBe(refund.cf_refund_id);

    const settle = () => fetch(`${gateways.url}/pg/__test/refunds/${stored.refund_ref}/process`, { method: "POST", body: JSON.stringify({ webhook_url: `${base}/api/webhooks/cashfree` }) }).then(json);
    expect((await settle()).delivery).toEqual({ status: 200, body: JSON.stringify({ outcome: "refunded" }) });
    expect((await detail(placed.id)).payment_status).toBe("refunded");
    expect((await settle()).delivery).toEqual({ status: 200, body: JSON.stringify({ outcome: "duplicate" }) });
  });
});
