import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { adminCookie, wholesaleOnlyAdminCookie } from "@/backend/test/console-users";
import { withTestDatabase } from "@/backend/test/database";
import { gatewayTestbed, paidRazorpayOrder, placeCartAs, shopper, type SellablePack, type Shopper } from "@/backend/test/orders";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { post } from "@/backend/test/shopper";
import type { FakeGateways } from "@/testing/fake-gateways/server";
import { consoleOrderChangedSchema, consoleOrderDetailSchema, consoleOrderListSchema } from "@/lib/api/schemas/console/orders";
import { orderDetailSchema } from "@/lib/api/schemas/orders";

withTestDatabase();
jest.setTimeout(90_000);

let db: Kysely<Database>;
let gateways: FakeGateways;
let packs: SellablePack[];
let asha: Shopper;
let admin: string;

beforeAll(async () => {
  ({ gateways, db, packs, asha } = await gatewayTestbed());
  admin = await adminCookie();
});

afterAll(async () => {
  await gateways.close();
  jest.restoreAllMocks();
});

const list = async (query: string) => {
  const response = await call(`/api/console/orders${query}`, { cookie: admin });
  expect(response.status).toBe(200);
  return consoleOrderListSchema.parse(response.json);
};
const step = (id: number, status: string, cookie = admin) => post(`/api/console/orders/${id}/status`, { status }, cookie);
const auditOf = (id: number) =>
  db.selectFrom("audit_log").innerJoin("users", "users.id", "audit_log.actor_user_id").select(["action", "summary", "users.phone"]).where("entity", "=", "order").where("entity_id", "=", String(id)).orderBy("audit_log.id").execute();

describe("the console's order list", () => {
  it("filters by status, cash or online, pincode, order number and phone, and pages and sorts in the database", async () => {
    const karan = await shopper("9876543217", "560001");
    const placed = await placeCartAs(karan, packs[0], "cod");

    const byNumber = await list(`?q=${placed.order_number.toLowerCase()}`);
    expect(byNumber.data.map((row) => row.order_number)).toEqual([placed.order_number]);
    expect(byNumber.data[0]).toMatchObject({ customer_phone: "9876543217", customer_name: "Karan Mehta", pincode: "560001", status: "placed", next_status: "confirmed", payment_method: "cod" });

    const byPhone = await list("?q=9876543217");
    expect(byPhone.data.length).toBeGreaterThan(0);
    expect(byPhone.data.every((row) => row.customer_phone === "9876543217")).toBe(true);
    expect(byPhone.data.map((row) => row.id)).toContain(placed.id);

    const cashPlaced = await list("?status=placed&payment=cash&pincode=560001&perPage=100");
    expect(cashPlaced.data.map((row) => row.id)).toContain(placed.id);
    expect(cashPlaced.data.every((row) => row.status === "placed" && row.payment_method === "cod" && row.pincode === "560001")).toBe(true);
    expect((await list("?payment=online&perPage=100")).data.every((row) => row.payment_method !== "cod")).toBe(true);
    expect((await list("?pincode=110001&perPage=100")).data.map((row) => row.id)).not.toContain(placed.id);

    const all = await list("?perPage=100");
    const byTotal = await list("?sort=total&dir=asc&perPage=100");
    expect(byTotal.meta.total).toBe(all.meta.total);
    const totals = byTotal.data.map((row) => row.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const second = await list("?perPage=2&page=2");
    expect(second.data.map((row) => row.id)).toEqual(all.data.slice(2, 4).map((row) => row.id));

    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await list(`?from=${tomorrow}`)).meta.total).toBe(0);
    const today = await list(`?from=${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}&to=${tomorrow}&perPage=100`);
    expect(today.data.map((row) => row.id)).toContain(placed.id);
  });

  it("refuses filters it cannot read, with the reason", async () => {
    const badPincode = await call("/api/console/orders?pincode=12ab", { cookie: admin });
    expect(badPincode.status).toBe(400);
    expect(JSON.stringify(badPincode.json)).toContain("Enter a 6-digit PIN code");
    const backwards = await call("/api/console/orders?from=2026-02-02&to=2026-02-01", { cookie: admin });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.json)).toContain("The start date must not be after the end date");
  });
});

describe("moving an order along from the console", () => {
  it("confirms, packs, sends out and delivers a cash order one step at a time, each step audited with who did it", async () => {
    const placed = await placeCartAs(asha, packs[0], "cod");
    const skipped = await step(placed.id, "packed");
    expect(skipped.status).toBe(409);
    expect(skipped.json).toEqual({ message: `Order ${placed.order_number} is Placed: it can move to Confirmed next` });

    for (const status of ["confirmed", "packed", "out_for_delivery", "delivered"]) {
      const moved = await step(placed.id, status);
      expect(moved.status).toBe(200);
      expect(consoleOrderChangedSchema.parse(moved.json).order.status).toBe(status);
    }
    const detail = consoleOrderDetailSchema.parse((await call(`/api/console/orders/${placed.id}`, { cookie: admin })).json);
    expect(detail).toMatchObject({ status: "delivered", payment_status: "paid", next_status: null, can_cancel: false, customer: { name: "Asha Rao", phone: "9876543210" } });
    expect(detail.documents.map((document) => document.href)).toEqual([`/s/api/console/orders/${placed.id}/invoice.pdf`]);

    expect(await auditOf(placed.id)).toEqual([
      { action: "order-confirmed", summary: `Order ${placed.order_number}: Placed → Confirmed`, phone: "9876543212" },
      { action: "order-packed", summary: `Order ${placed.order_number}: Confirmed → Packed`, phone: "9876543212" },
      { action: "order-out-for-delivery", summary: `Order ${placed.order_number}: Packed → Out for delivery`, phone: "9876543212" },
      { action: "order-delivered", summary: `Order ${placed.order_number}: Out for delivery → Delivered`, phone: "9876543212" },
    ]);

    const invoice = await call(`/api/console/orders/${placed.id}/invoice.pdf`, { cookie: admin });
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get("content-type")).toBe("application/pdf");
    expect(invoice.headers.get("cache-control")).toBe("private, no-store");
    expect((await call(`/api/console/orders/${placed.id}/credit-note.pdf`, { cookie: admin })).status).toBe(404);
  });

  it("cancels a paid online order for the store: the refund goes to the gateway, a credit note is issued, the customer reads the store's reason", async () => {
    const placed = await paidRazorpayOrder(asha, packs[0], gateways.url);
    // Paying confirmed it (and issued the invoice).
    expect((await step(placed.id, "packed")).status).toBe(200);

    const cancelled = await post(`/api/console/orders/${placed.id}/cancel`, { reason: "Damaged in the warehouse" }, admin);
    expect(cancelled.status).toBe(200);
    const { message, order } = consoleOrderChangedSchema.parse(cancelled.json);
    expect(message).toBe(`Order ${placed.order_number} is cancelled and its refund has been asked of the gateway`);
    expect(order).toMatchObject({ status: "cancelled", payment_status: "refund_initiated", cancel_reason: "Damaged in the warehouse" });
    expect(order.refunds).toEqual([expect.objectContaining({ gateway: "razorpay", status: "initiated", amount: placed.total })]);
    expect(order.documents.map((document) => document.kind)).toEqual(["invoice", "credit_note"]);
    expect([...gateways.razorpayRefunds.values()].at(-1)).toMatchObject({ amount: Math.round(placed.total * 100), notes: { order_number: placed.order_number } });

    const seen = orderDetailSchema.parse((await call(`/api/account/orders/${placed.id}`, { cookie: asha.cookie })).json);
    expect(seen.events.some((event) => event.note === "Cancelled by the store: Damaged in the warehouse")).toBe(true);
    expect((await auditOf(placed.id)).at(-1)).toEqual({ action: "order-cancel", summary: `Order ${placed.order_number} cancelled: Damaged in the warehouse`, phone: "9876543212" });
    const creditNote = await call(`/api/console/orders/${placed.id}/credit-note.pdf`, { cookie: admin });
    expect(creditNote.status).toBe(200);
    expect(creditNote.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.pdf"$/);

    const again = await post(`/api/console/orders/${placed.id}/cancel`, { reason: "Twice" }, admin);
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: `Order ${placed.order_number} is cancelled and can no longer be cancelled.` });
  });

  it("will not cancel an order out for delivery, nor without a reason", async () => {
    const placed = await placeCartAs(asha, packs[0], "cod");
    expect((await post(`/api/console/orders/${placed.id}/cancel`, { reason: " " }, admin)).status).toBe(400);
    for (const status of ["confirmed", "packed", "out_for_delivery"]) await step(placed.id, status);
    const late = await post(`/api/console/orders/${placed.id}/cancel`, { reason: "Too late" }, admin);
    expect(late.status).toBe(409);
    expect(late.json).toEqual({ message: `Order ${placed.order_number} is out for delivery and can no longer be cancelled.` });
  });
});

describe("another website's administrator", () => {
  it("finds none of this website's orders, and can neither move, cancel nor print one", async () => {
    const placed = await placeCartAs(asha, packs[0], "cod");
    const other = await wholesaleOnlyAdminCookie(2);
    const asOther = { cookie: other, origin: WHOLESALE_ORIGIN };
    expect((await call(`/api/console/orders/${placed.id}`, asOther)).status).toBe(404);
    expect((await call(`/api/console/orders/${placed.id}/invoice.pdf`, asOther)).status).toBe(404);
    const listed = consoleOrderListSchema.parse((await call(`/api/console/orders?q=${placed.order_number}`, asOther)).json);
    expect(listed.data).toEqual([]);
    const moved = await post(`/api/console/orders/${placed.id}/status`, { status: "confirmed" }, other, { origin: WHOLESALE_ORIGIN });
    expect(moved.status).toBe(404);
    const cancelled = await post(`/api/console/orders/${placed.id}/cancel`, { reason: "Not mine" }, other, { origin: WHOLESALE_ORIGIN });
    expect(cancelled.status).toBe(404);
    expect((await db.selectFrom("orders").select("status").where("id", "=", placed.id).executeTakeFirstOrThrow()).status).toBe("placed");
    expect(await auditOf(placed.id)).toEqual([]);
  });
});
