import type { Kysely } from "kysely";
import { ensureDatabase } from "@/backend/ensure-database";
import type { Database } from "@/backend/db/schema";
import {
  addToCart,
  checkoutCart,
  deliverablePacks,
  placeBody,
  placeOrderCall,
  shopper,
  type SellablePack,
  type Shopper,
} from "@/backend/test/orders";
import { call } from "@/backend/test/request";
import { post } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import { placedOrderSchema } from "@/lib/api/schemas/checkout";
import { orderDetailSchema, orderListSchema } from "@/lib/api/schemas/orders";

withTestDatabase();

let db: Kysely<Database>;
let packs: SellablePack[];
let asha: Shopper;

beforeAll(async () => {
  db = await ensureDatabase();
  packs = await deliverablePacks(db);
  asha = await shopper("9876543210");
});

beforeEach(async () => {
  const carts = db.selectFrom("carts").select("id").where("user_id", "=", asha.userId);
  await db.deleteFrom("cart_items").where("cart_id", "in", carts).execute();
  await db.updateTable("carts").set({ coupon_code: null }).where("user_id", "=", asha.userId).execute();
});

const ordersOf = async (userId: number) => db.selectFrom("orders").selectAll().where("user_id", "=", userId).execute();

describe("GET /api/cart?address_id", () => {
  it("prices the cart for the address's pincode, and refuses an address that is not the customer's", async () => {
    await addToCart(asha, packs[0]);
    const far = await post(
      "/api/account/addresses",
      { name: "Asha Rao", phone: "9876543210", pincode: "700001", line1: "2 Park Street", line2: "", landmark: "", city: "Kolkata", state: "West Bengal" },
      asha.cookie,
    );
    const farId = (far.json as { address: { id: number } }).address.id;
    const here = await checkoutCart(asha, "cod");
    expect(here.items[0]).toMatchObject({ valid: true, message: "" });
    expect(here.grouped_items[0].slots.length).toBeGreaterThan(0);
    const there = await checkoutCart(asha, "cod", farId);
    expect(there.items[0]).toMatchObject({ valid: false, message: "Not deliverable to 700001" });

    const karan = await shopper("9876543217");
    expect(await call(`/api/cart?address_id=${asha.addressId}`, { cookie: karan.cookie })).toMatchObject({ status: 404, json: { message: "Address not found" } });
  });
});

describe("POST /api/checkout/place", () => {
  it("refuses a guest", async () => {
    expect(await post("/api/checkout/place", {})).toMatchObject({ status: 401 });
  });

  it("places a cash order: cart emptied, coupon counted once, order in the account", async () => {
    await db
      .insertInto("coupons")
      .values({ website_id: 1, code: "TESTFLAT", kind: "flat", value: 1000, valid_from: "2020-01-01T00:00:00.000Z", valid_to: "2099-01-01T00:00:00.000Z", total_limit: null, per_customer_limit: null, max_discount: null, description: null })
      .execute();
    await addToCart(asha, packs[0], 2);
    await addToCart(asha, packs[1]);
    expect((await post("/api/apply/coupon", { code: "TESTFLAT" }, asha.cookie)).status).toBe(200);
    const cart = await checkoutCart(asha, "cod");
    expect(cart.discount).toBe(10);

    const response = await placeOrderCall(placeBody(cart, asha, "cod", { notes: "Ring twice" }), asha.cookie);
    expect(response.status).toBe(200);
    const placed = placedOrderSchema.parse(response.json);
    expect(placed).toMatchObject({ payment_method: "cod", payment_status: "pending", status: "placed", total: cart.total, next: `/order/success/${placed.order_number}` });
    expect(placed.order_number).toMatch(/^AS-\d{6}$/);

    const after = await checkoutCart(asha, "cod");
    expect(after).toMatchObject({ quantity: 0, offercode: "" });
    const coupon = await db.selectFrom("coupons").select("id").where("code", "=", "TESTFLAT").executeTakeFirstOrThrow();
    const redemptions = await db.selectFrom("coupon_redemptions").selectAll().where("coupon_id", "=", coupon.id).execute();
    expect(redemptions).toEqual([expect.objectContaining({ user_id: asha.userId, order_ref: placed.order_number })]);

    const list = orderListSchema.parse((await call("/api/account/orders", { cookie: asha.cookie })).json);
    expect(list.data[0]).toMatchObject({ id: placed.id, order_number: placed.order_number, item_count: 3, total: cart.total });
    const detail = orderDetailSchema.parse((await call(`/api/account/orders/number/${placed.order_number}`, { cookie: asha.cookie })).json);
    expect(detail).toMatchObject({ id: placed.id, notes: "Ring twice", coupon_code: "TESTFLAT", discount: 10, amount: cart.amount, delivery_charge: cart.finalDelivery });
    expect(detail.address).toMatchObject({ pincode: "560001", line1: "1 Test Street", line2: "Test Area" });
    expect(detail.items).toHaveLength(2);
    const group = cart.grouped_items[0];
    expect(detail.deliveries).toEqual([
      { name: group.name, delivery_charge: group.delivery_charge, del_date: group.slots[0].date, del_start_time: group.slots[0].start_time, del_end_time: group.slots[0].end_time },
    ]);
    expect(detail).toMatchObject({ del_date: group.slots[0].date, del_start_time: group.slots[0].start_time });
    expect(detail.events).toEqual([expect.objectContaining({ status: "placed", note: "Order placed — Cash on Delivery" })]);
    expect((await call(`/api/account/orders/${placed.id}`, { cookie: asha.cookie })).json).toEqual(detail);

    const karan = await shopper("9876543217");
    expect(await call(`/api/account/orders/number/${placed.order_number}`, { cookie: karan.cookie })).toMatchObject({ status: 404, json: { message: "Order not found" } });
  });

  it("answers a double submit with one order, also when both arrive at once", async () => {
    await addToCart(asha, packs[0]);
    const body = placeBody(await checkoutCart(asha, "cod"), asha, "cod");
    const before = (await ordersOf(asha.userId)).length;
    const [first, second] = await Promise.all([placeOrderCall(body, asha.cookie), placeOrderCall(body, asha.cookie)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.json).toEqual(first.json);
    const again = await placeOrderCall(body, asha.cookie);
    expect(again).toMatchObject({ status: 200, json: first.json });
    expect((await ordersOf(asha.userId)).length).toBe(before + 1);
  });

  it("refuses a total the shopper did not see, and places nothing", async () => {
    await addToCart(asha, packs[0]);
    const cart = await checkoutCart(asha, "cod");
    const before = (await ordersOf(asha.userId)).length;
    const response = await placeOrderCall(placeBody(cart, asha, "cod", { expected_total: cart.total - 1 }), asha.cookie);
    expect(response.status).toBe(409);
    const total = cart.total.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(response.json).toEqual({ message: `Prices have changed. Please review your order: the total is now ₹${total}.` });
    expect((await ordersOf(asha.userId)).length).toBe(before);
    expect((await checkoutCart(asha, "cod")).quantity).toBe(1);
  });

  it("refuses an empty cart, an undeliverable line, a missing slot, an unknown method and someone else's address", async () => {
    await addToCart(asha, packs[0]);
    const cart = await checkoutCart(asha, "cod");
    const { deliveries } = placeBody(cart, asha);
    const far = await post(
      "/api/account/addresses",
      { name: "Asha Rao", phone: "9876543210", pincode: "700001", line1: "2 Park Street", line2: "", landmark: "", city: "Kolkata", state: "West Bengal" },
      asha.cookie,
    );
    const farId = (far.json as { address: { id: number } }).address.id;
    expect(await placeOrderCall(placeBody(cart, asha, "cod", { address_id: farId }), asha.cookie)).toMatchObject({
      status: 422,
      json: { message: "Not deliverable to 700001" },
    });

    const group = cart.grouped_items[0];
    const wrongSlot = [{ delivery_charge_id: group.delivery_charge_id!, date: "2001-01-01", start_time: "09:00", end_time: "12:00" }];
    expect(await placeOrderCall(placeBody(cart, asha, "cod", { deliveries: wrongSlot }), asha.cookie)).toMatchObject({
      status: 422,
      json: { message: `Please choose a delivery slot for ${group.name}` },
    });
    expect(await placeOrderCall(placeBody(cart, asha, "bitcoin"), asha.cookie)).toMatchObject({ status: 422, json: { message: "Please choose a payment method" } });

    const karan = await shopper("9876543217");
    expect(await placeOrderCall(placeBody(cart, asha, "cod", { address_id: karan.addressId }), asha.cookie)).toMatchObject({
      status: 404,
      json: { message: "Address not found" },
    });
    expect(await placeOrderCall({ ...placeBody(cart, asha), address_id: undefined }, asha.cookie)).toMatchObject({
      status: 400,
      json: { message: "Please choose a delivery address" },
    });
    await post("/api/cart/remove", { pack_id: packs[0].id, remove: true }, asha.cookie);
    expect(await placeOrderCall(placeBody(cart, asha, "cod", { deliveries }), asha.cookie)).toMatchObject({ status: 422, json: { message: "Your cart is empty" } });
  });

  it("refuses a coupon that stopped qualifying", async () => {
    await db
      .insertInto("coupons")
      .values({ website_id: 1, code: "ONCEONLY", kind: "flat", value: 500, valid_from: "2020-01-01T00:00:00.000Z", valid_to: "2099-01-01T00:00:00.000Z", total_limit: 1, per_customer_limit: null, max_discount: null, description: null })
      .execute();
    await addToCart(asha, packs[0]);
    expect((await post("/api/apply/coupon", { code: "ONCEONLY" }, asha.cookie)).status).toBe(200);
    const cart = await checkoutCart(asha, "cod");
    const coupon = await db.selectFrom("coupons").select("id").where("code", "=", "ONCEONLY").executeTakeFirstOrThrow();
    await db.insertInto("coupon_redemptions").values({ coupon_id: coupon.id, user_id: null, order_ref: "ELSEWHERE-1", created_at: new Date().toISOString() }).execute();
    const response = await placeOrderCall(placeBody(cart, asha, "cod"), asha.cookie);
    expect(response).toMatchObject({ status: 422, json: { message: "Coupon ONCEONLY was removed: This coupon has reached its usage limit" } });
  });

  it("numbers concurrent orders of different customers uniquely", async () => {
    const phones = ["9876543214", "9876543215", "9876543216", "9876543212"];
    const shoppers = await Promise.all(phones.map((phone) => shopper(phone)));
    for (const who of shoppers) await addToCart(who, packs[0]);
    const bodies = await Promise.all(shoppers.map(async (who) => placeBody(await checkoutCart(who, "cod"), who, "cod")));
    const answers = await Promise.all(shoppers.map((who, index) => placeOrderCall(bodies[index], who.cookie)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const numbers = answers.map((answer) => (answer.json as { order_number: string }).order_number);
    expect(new Set(numbers).size).toBe(4);
  });
});
