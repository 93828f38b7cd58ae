import type { Kysely } from "kysely";
import { ensureDatabase } from "@/backend/ensure-database";
import type { Database } from "@/backend/db/schema";
import { OPERATOR_MESSAGES } from "@/backend/middleware/operator-auth";
import { deliverablePacks, GATEWAY_KEYS, placeCartAs, shopper } from "@/backend/test/orders";
import { call } from "@/backend/test/request";
import { withTestDatabase } from "@/backend/test/database";
import { orderDetailSchema } from "@/lib/api/schemas/orders";

withTestDatabase();
jest.setTimeout(60_000);

const TOKEN = "operator-test-token-123";
let db: Kysely<Database>;

beforeAll(async () => {
  db = await ensureDatabase();
  process.env.OPERATOR_TOKEN = TOKEN;
});

afterAll(() => {
  delete process.env.OPERATOR_TOKEN;
});

/** As an operator's script calls it: a bearer token, no cookies, no anti-forgery header. */
const operator = (method: "GET" | "POST", path: string, body?: unknown, token = TOKEN) =>
  call(`/api/operator${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const move = (id: number, status: string, note?: string) => operator("POST", `/orders/${id}/status`, { status, note });

describe("operator API access", () => {
  it("is refused entirely while OPERATOR_TOKEN is unset, and to a wrong or missing token", async () => {
    delete process.env.OPERATOR_TOKEN;
    const off = await operator("GET", "/orders/1");
    expect(off.status).toBe(403);
    expect(off.json).toEqual({ message: OPERATOR_MESSAGES.off });
    process.env.OPERATOR_TOKEN = TOKEN;

    const wrong = await operator("POST", "/orders/1/status", { status: "confirmed" }, "not-the-token");
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ message: OPERATOR_MESSAGES.unauthorised });
    expect((await call("/api/operator/orders/1")).status).toBe(401);
  });
});

describe("order progress", () => {
  it("moves a cash order step by step; confirming issues the invoice, delivering records the cash; the customer sees the timeline", async () => {
    const who = await shopper("9876543217");
    const [pack] = await deliverablePacks(db);
    const placed = await placeCartAs(who, pack, "cod");

    const read = await operator("GET", `/orders/${placed.id}`);
    expect(read.json).toMatchObject({ order_number: placed.order_number, status: "placed", next_status: "confirmed", payment_status: "pending" });

    const skipped = await move(placed.id, "packed");
    expect(skipped.status).toBe(409);
    expect(skipped.json).toEqual({ message: `Order ${placed.order_number} is Placed: it can move to Confirmed next` });

    expect((await move(placed.id, "confirmed")).json).toMatchObject({ status: "confirmed", next_status: "packed" });
    expect(await db.selectFrom("tax_documents").select("kind").where("order_id", "=", placed.id).execute()).toEqual([{ kind: "invoice" }]);
    expect((await move(placed.id, "packed", "Packed in 2 boxes")).status).toBe(200);
    expect((await move(placed.id, "out_for_delivery")).status).toBe(200);
    const delivered = await move(placed.id, "delivered");
    expect(delivered.json).toMatchObject({ status: "delivered", next_status: null, payment_status: "paid" });
    const again = await move(placed.id, "delivered");
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: `Order ${placed.order_number} is already delivered` });

    const detail = orderDetailSchema.parse((await call(`/api/account/orders/${placed.id}`, { cookie: who.cookie })).json);
    expect(detail.events.map((event) => [event.status, event.note])).toEqual([
      ["placed", "Order placed — Cash on Delivery"],
      ["confirmed", "Order confirmed by the store"],
      ["packed", "Packed in 2 boxes"],
      ["out_for_delivery", "Out for delivery with our delivery partner"],
      ["delivered", "Delivered — cash collected"],
    ]);
    expect(detail.documents.map((document) => document.kind)).toEqual(["invoice"]);
  });

  it("does not confirm an online order before it is paid, nor move a cancelled one, and validates the body", async () => {
    Object.assign(process.env, { RAZORPAY_KEY_ID: GATEWAY_KEYS.razorpay.keyId, RAZORPAY_KEY_SECRET: GATEWAY_KEYS.razorpay.keySecret });
    const who = await shopper("9876543216");
    const [pack] = await deliverablePacks(db);
    const unpaid = await placeCartAs(who, pack, "razorpay");
    delete process.env.RAZORPAY_KEY_ID;
    delete process.env.RAZORPAY_KEY_SECRET;
    const refused = await move(unpaid.id, "confirmed");
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ message: `Order ${unpaid.order_number} waits for its online payment and cannot be confirmed yet` });

    const cancelled = await db.selectFrom("orders").select(["id", "order_number"]).where("status", "=", "cancelled").executeTakeFirstOrThrow();
    expect((await move(cancelled.id, "confirmed")).json).toEqual({ message: `Order ${cancelled.order_number} is cancelled and cannot move on` });

    expect((await move(unpaid.id, "shipped")).status).toBe(400);
    expect((await operator("GET", "/orders/999999")).status).toBe(404);
  });

  it("is in the OpenAPI document with its bearer scheme", async () => {
    const document = (await call("/api/openapi.json")).json as { paths: Record<string, unknown>; components: { securitySchemes: Record<string, unknown> } };
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/api/operator/orders/{id}", "/api/operator/orders/{id}/status"]));
    expect(document.components.securitySchemes.operatorToken).toMatchObject({ type: "http", scheme: "bearer" });
  });
});
