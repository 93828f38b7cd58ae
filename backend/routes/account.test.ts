import type { Kysely } from "kysely";
import { ensureDatabase } from "@/backend/ensure-database";
import type { Database } from "@/backend/db/schema";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { post, signedInCookie } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import { addressListSchema, addressSavedSchema, profileSchema } from "@/lib/api/schemas/account";
import { orderDetailSchema, orderListSchema } from "@/lib/api/schemas/orders";
import { invalidEmailMessage, phonePattern, pincodePattern, requiredMessage } from "@/lib/validation";

withTestDatabase();

let db: Kysely<Database>;
let asha: string;
let meera: string;

beforeAll(async () => {
  db = await ensureDatabase();
  asha = (await signedInCookie("9876543210")).cookie;
  meera = (await signedInCookie("9876543212")).cookie;
});

const send = (method: string, path: string, body: unknown, cookie?: string) =>
  call(path, {
    method,
    cookie: ["csrf_token=t", cookie].filter(Boolean).join("; "),
    headers: { "x-csrf-token": "t", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const NEW_ADDRESS = {
  name: "Asha Rao",
  phone: "9876543210",
  pincode: "560001",
  line1: "7 MG Road",
  line2: "",
  landmark: "",
  city: "Bengaluru",
  state: "Karnataka",
};

const addresses = async (cookie: string) => addressListSchema.parse((await call("/api/account/addresses", { cookie })).json).data;

describe("guests", () => {
  it.each([
    ["GET", "/api/account/profile"],
    ["PUT", "/api/account/profile"],
    ["GET", "/api/account/addresses"],
    ["POST", "/api/account/addresses"],
    ["PUT", "/api/account/addresses/1"],
    ["DELETE", "/api/account/addresses/1"],
    ["POST", "/api/account/addresses/1/default"],
    ["GET", "/api/account/orders"],
    ["GET", "/api/account/orders/1"],
  ])("%s %s answers 401", async (method, path) => {
    const response = method === "GET" ? await call(path) : await send(method, path, { name: "" });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ message: "Please log in to continue" });
  });
});

describe("profile", () => {
  it("reads and saves name and email, never the phone", async () => {
    const { cookie } = await signedInCookie("9876543216");
    expect(profileSchema.parse((await call("/api/account/profile", { cookie })).json)).toEqual({
      name: "Fatima Shaikh",
      email: "fatima@example.com",
      phone: "9876543216",
      gstin: "",
      gstin_allowed: false,
    });
    const saved = await send("PUT", "/api/account/profile", { name: "  Fatima S ", email: "", phone: "9000000000" }, cookie);
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ name: "Fatima S", email: "", phone: "9876543216", gstin: "", gstin_allowed: false, message: "Your details have been saved" });
    expect((await call("/api/account/profile", { cookie })).json).toEqual({ name: "Fatima S", email: "", phone: "9876543216", gstin: "", gstin_allowed: false });
  });

  it("takes a business buyer's GSTIN on the wholesale website only, checking its format and check character", async () => {
    const { cookie } = await signedInCookie("9876543217", 2);
    const wholesale = (method: string, body?: unknown) =>
      method === "GET"
        ? call("/api/account/profile", { cookie, origin: WHOLESALE_ORIGIN })
        : call("/api/account/profile", {
            method,
            origin: WHOLESALE_ORIGIN,
            cookie: `csrf_token=t; ${cookie}`,
            headers: { "x-csrf-token": "t", "content-type": "application/json" },
            body: JSON.stringify(body),
          });
    expect(((await wholesale("GET")).json as { gstin_allowed: boolean }).gstin_allowed).toBe(true);

    const wrongCheck = await wholesale("PUT", { name: "Karan", email: "", gstin: "27AAPFU0939F1ZA" });
    expect(wrongCheck.status).toBe(400);
    expect(wrongCheck.json).toEqual({ message: "GSTIN is not in valid format" });

    const saved = await wholesale("PUT", { name: "Karan", email: "", gstin: " 27aapfu0939f1zv " });
    expect(saved.status).toBe(200);
    expect((saved.json as { gstin: string }).gstin).toBe("27AAPFU0939F1ZV");

    const retail = await send("PUT", "/api/account/profile", { name: "Karan", email: "", gstin: "27AAPFU0939F1ZV" }, (await signedInCookie("9876543217")).cookie);
    expect(retail.status).toBe(400);
    expect(retail.json).toEqual({ message: "This website does not take a GSTIN" });

    const removed = await wholesale("PUT", { name: "Karan", email: "", gstin: "" });
    expect((removed.json as { gstin: string }).gstin).toBe("");
  });

  it("answers the form's messages for a bad name or email", async () => {
    const response = await send("PUT", "/api/account/profile", { name: " ", email: "asha@" }, asha);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: `${requiredMessage("Name")}\n${invalidEmailMessage("Email")}` });
  });

  it.each([".asha@x.com", "asha.@x.com"])("refuses %s, which the strict shared pattern does not allow", async (email) => {
    const response = await send("PUT", "/api/account/profile", { name: "Asha Rao", email }, asha);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: invalidEmailMessage("Email") });
  });
});

describe("addresses", () => {
  it("lists the customer's own addresses, default first", async () => {
    const list = await addresses(asha);
    expect(list.map((address) => [address.name, address.is_default])).toEqual([
      ["Asha Rao", true],
      ["Asha Rao (office)", false],
    ]);
    expect(list[0]).toMatchObject({ pincode: "560034", city: "Bengaluru", landmark: "Near Forum Mall" });
    expect((await addresses(meera)).map((address) => address.name)).toEqual(["Meera Iyer"]);
  });

  it("adds, edits, makes default and deletes; the default moves when the default goes", async () => {
    const { cookie } = await signedInCookie("9876543215");
    const [home] = await addresses(cookie);
    const created = await post("/api/account/addresses", { ...NEW_ADDRESS, name: "Rahul office", is_default: true }, cookie);
    expect(created.status).toBe(200);
    const { address, message } = addressSavedSchema.parse(created.json);
    expect(message).toBe("Address added");
    expect(address).toMatchObject({ name: "Rahul office", line2: "", landmark: "", is_default: true });
    expect((await addresses(cookie)).map((row) => [row.id, row.is_default])).toEqual([
      [address.id, true],
      [home.id, false],
    ]);

    const edited = await send("PUT", `/api/account/addresses/${address.id}`, { ...NEW_ADDRESS, name: "Rahul (work)", landmark: "Near the metro" }, cookie);
    expect(edited.json).toMatchObject({ message: "Address updated", address: { name: "Rahul (work)", landmark: "Near the metro", is_default: true } });

    const defaulted = await post(`/api/account/addresses/${home.id}/default`, {}, cookie);
    expect(defaulted.json).toMatchObject({ message: "Default address changed", address: { id: home.id, is_default: true } });
    expect((await addresses(cookie)).filter((row) => row.is_default).map((row) => row.id)).toEqual([home.id]);

    expect((await send("DELETE", `/api/account/addresses/${home.id}`, undefined, cookie)).json).toEqual({ message: "Address deleted" });
    expect((await addresses(cookie)).map((row) => [row.id, row.is_default])).toEqual([[address.id, true]]);
  });

  it("makes the first address the default", async () => {
    const { cookie } = await signedInCookie("9876543211");
    const created = addressSavedSchema.parse((await post("/api/account/addresses", NEW_ADDRESS, cookie)).json);
    expect(created.address.is_default).toBe(true);
  });

  it("keeps a mobile number written with spaces or +91 as its ten digits", async () => {
    const { cookie } = await signedInCookie("9876543215");
    const saved = await post("/api/account/addresses", { ...NEW_ADDRESS, phone: "+91 98765 43215" }, cookie);
    expect(addressSavedSchema.parse(saved.json).address.phone).toBe("9876543215");
  });

  it("validates with the shared patterns and the form's wording", async () => {
    const response = await post("/api/account/addresses", { ...NEW_ADDRESS, name: "", phone: "12345", pincode: "012345", city: " " }, asha);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      message: [requiredMessage("Full name"), phonePattern.message, pincodePattern.message, requiredMessage("City")].join("\n"),
    });
  });

  it("never reads, changes or deletes another customer's address: 404 as if missing", async () => {
    const [meeraHome] = await addresses(meera);
    const before = await db.selectFrom("addresses").selectAll().where("id", "=", meeraHome.id).executeTakeFirstOrThrow();
    const attempts = [
      await send("PUT", `/api/account/addresses/${meeraHome.id}`, NEW_ADDRESS, asha),
      await send("DELETE", `/api/account/addresses/${meeraHome.id}`, undefined, asha),
      await post(`/api/account/addresses/${meeraHome.id}/default`, {}, asha),
      await send("PUT", "/api/account/addresses/999999", NEW_ADDRESS, asha),
    ];
    for (const response of attempts) expect(response).toMatchObject({ status: 404, json: { message: "Address not found" } });
    expect(await db.selectFrom("addresses").selectAll().where("id", "=", meeraHome.id).executeTakeFirstOrThrow()).toEqual(before);
  });

  it("refuses a write without the anti-forgery header", async () => {
    const response = await call("/api/account/addresses", {
      method: "POST",
      cookie: asha,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(NEW_ADDRESS),
    });
    expect(response.status).toBe(403);
  });
});

describe("orders", () => {
  it("pages the customer's orders, newest first", async () => {
    const first = orderListSchema.parse((await call("/api/account/orders?page=1&perPage=4", { cookie: asha })).json);
    expect(first.meta).toEqual({ total: 6, page: 1, perPage: 4 });
    expect(first.data).toHaveLength(4);
    expect(first.data.map((order) => order.status)).toEqual(["placed", "out_for_delivery", "delivered", "cancelled"]);
    const second = orderListSchema.parse((await call("/api/account/orders?page=2&perPage=4", { cookie: asha })).json);
    expect(second.data.map((order) => order.status)).toEqual(["delivered", "delivered"]);
    const all = [...first.data, ...second.data];
    expect(all.map((order) => order.created_at)).toEqual(all.map((order) => order.created_at).sort().reverse());
    expect(all.every((order) => /^AS-\d{6}$/.test(order.order_number))).toBe(true);
  });

  it("defaults to 10 per page and validates the query", async () => {
    expect(orderListSchema.parse((await call("/api/account/orders", { cookie: asha })).json).meta).toEqual({ total: 6, page: 1, perPage: 10 });
    expect((await call("/api/account/orders?page=0", { cookie: asha })).status).toBe(400);
    expect((await call("/api/account/orders?perPage=500", { cookie: asha })).status).toBe(400);
  });

  it("shows one order with items, amounts in rupees, slot, payment and timeline", async () => {
    const [latest] = orderListSchema.parse((await call("/api/account/orders?perPage=6", { cookie: asha })).json).data;
    const response = await call(`/api/account/orders/${latest.id}`, { cookie: asha });
    expect(response.status).toBe(200);
    const order = orderDetailSchema.parse(response.json);
    const row = await db.selectFrom("orders").selectAll().where("id", "=", latest.id).executeTakeFirstOrThrow();
    expect(order.total).toBe(row.total / 100);
    expect(order.amount - order.discount + order.delivery_charge).toBeCloseTo(order.total, 2);
    expect(order.items.reduce((sum, item) => sum + item.amount, 0)).toBeCloseTo(order.amount, 2);
    for (const item of order.items) expect(item.amount).toBeCloseTo(item.price * item.quantity, 2);
    expect(order.items.every((item) => item.slug)).toBe(true);
    expect(order).toMatchObject({ status: "placed", payment_method: "cod", payment_status: "pending", del_start_time: expect.stringMatching(/^\d\d:\d\d$/) });
    expect(order.address).toMatchObject({ name: "Asha Rao", pincode: "560034" });
    expect(order.events.map((event) => event.status)).toEqual(["placed"]);

    const delivered = orderListSchema.parse((await call("/api/account/orders?perPage=6", { cookie: asha })).json).data.find((o) => o.status === "delivered")!;
    const detail = orderDetailSchema.parse((await call(`/api/account/orders/${delivered.id}`, { cookie: asha })).json);
    expect(detail.events.map((event) => event.status)).toEqual(["placed", "confirmed", "packed", "out_for_delivery", "delivered"]);
  });

  it("never shows another customer's order: 404 as if missing", async () => {
    const meeraOrder = await db
      .selectFrom("orders")
      .innerJoin("users", "users.id", "orders.user_id")
      .select("orders.id")
      .where("users.phone", "=", "9876543212")
      .executeTakeFirstOrThrow();
    expect(await call(`/api/account/orders/${meeraOrder.id}`, { cookie: asha })).toMatchObject({ status: 404, json: { message: "Order not found" } });
    expect((await call(`/api/account/orders/${meeraOrder.id}`, { cookie: meera })).status).toBe(200);
    expect((await call("/api/account/orders/abc", { cookie: asha })).status).toBe(400);
  });

  it("keeps orders per website", async () => {
    const { cookie } = await signedInCookie("9876543210", 2);
    const response = await call("/api/account/orders", { cookie, origin: "http://wholesale.localhost:3000" });
    expect(orderListSchema.parse(response.json).meta.total).toBe(0);
  });
});
