import type { Kysely } from "kysely";
import { ensureDatabase } from "@/backend/ensure-database";
import type { Database } from "@/backend/db/schema";
import { call, cookieFrom } from "@/backend/test/request";
import { guestWithPincode, post, signedInCookie } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import { cartSchema, type Cart } from "@/lib/api/schemas";

withTestDatabase();

interface PackInfo {
  id: number;
  warehouse_id: number;
  price: number;
  act_price: number;
  name: string;
  product: string;
  product_id: number;
}

let db: Kysely<Database>;
let packs: PackInfo[];
let serving560001: number;

beforeAll(async () => {
  db = await ensureDatabase();
  packs = await db
    .selectFrom("packs")
    .innerJoin("products", "products.id", "packs.product_id")
    .select(["packs.id", "packs.warehouse_id", "packs.price", "packs.act_price", "packs.name", "products.name as product", "products.id as product_id"])
    .where("products.website_id", "=", 1)
    .where("packs.active", "=", 1)
    .where("products.active", "=", 1)
    .orderBy("packs.id")
    .execute();
  serving560001 = (
    await db
      .selectFrom("warehouse_pincodes")
      .select("id")
      .where("warehouse_id", "=", packs[0].warehouse_id)
      .where("pincode", "=", "560001")
      .executeTakeFirstOrThrow()
  ).id;
});

const add = (pack: PackInfo, cookie?: string) => post("/api/cart/add", { pack_id: pack.id, warehouse_id: pack.warehouse_id }, cookie);
const parse = (response: { json: unknown }): Cart => cartSchema.parse(response.json);
const getCart = async (cookie?: string, query = "?groupby_delivery=true") => parse(await call(`/api/cart${query}`, { cookie }));
const cheapest = (atLeast = 0) => [...packs].sort((a, b) => a.price - b.price).find((pack) => pack.price >= atLeast)!;
const line = (cart: Cart, pack: PackInfo) => cart.items.find((item) => item.pack_id === pack.id);

async function addTimes(pack: PackInfo, times: number, cookie: string) {
  for (let i = 0; i < times; i += 1) expect((await add(pack, cookie)).status).toBe(200);
}

describe("GET /api/cart", () => {
  it("answers an empty cart to a visitor without a session, and starts none", async () => {
    const response = await call("/api/cart?groupby_delivery=true");
    expect(response.status).toBe(200);
    expect(cookieFrom(response.headers, "sid")).toBeUndefined();
    const cart = parse(response);
    expect(cart).toMatchObject({ quantity: 0, amount: 0, total: 0, items: [], grouped_items: [], offercode: "" });
    expect(cart.paymentMethods).toEqual([{ code: "cod", name: "Cash on Delivery", selected: true }]);
  });

  it("accepts payment_method, refuses a guest's address_id (404) and a non-numeric one", async () => {
    expect((await call("/api/cart?payment_method=cod&groupby_delivery=true")).status).toBe(200);
    expect(await call("/api/cart?address_id=12&payment_method=cod&groupby_delivery=true")).toMatchObject({ status: 404, json: { message: "Address not found" } });
    const response = await call("/api/cart?address_id=abc");
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: "address_id must be a number" });
  });
});

describe("POST /api/cart/add", () => {
  it("starts a guest session on the first add and answers the whole cart", async () => {
    const pack = packs[0];
    const first = await add(pack);
    expect(first.status).toBe(200);
    const sid = cookieFrom(first.headers, "sid")!;
    expect(sid).toBeDefined();
    const second = await add(pack, sid);
    expect(cookieFrom(second.headers, "sid")).toBeUndefined();
    const cart = parse(second);
    expect(cart.quantity).toBe(2);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      pack_id: pack.id,
      product_id: pack.product_id,
      name: pack.product,
      pack: pack.name,
      quantity: 2,
      price: pack.price / 100,
      act_price: pack.act_price / 100,
      amount: (pack.price * 2) / 100,
      warehouse_id: pack.warehouse_id,
    });
    expect(cart.items[0].image).toMatch(/^products\//);
    expect(cart.amount).toBe((pack.price * 2) / 100);
  });

  it("says each line's unit price, per kg, litre or piece as its pack declares", async () => {
    const halfKilo = packs.find((pack) => pack.name === "500 g")!;
    const item = line(parse(await add(halfKilo)), halfKilo)!;
    expect(item).toMatchObject({ net_quantity: 500, net_unit: "g", unit_price: (halfKilo.price / 100) * 2 });
  });

  it("without a pincode: items stay valid, nothing is serviceable yet, no delivery group", async () => {
    const sid = cookieFrom((await add(packs[0])).headers, "sid")!;
    const cart = await getCart(sid);
    expect(cart).toMatchObject({ serviceable: false, message: "", finalDelivery: 0, deliveryMessage: "" });
    expect(cart.items[0]).toMatchObject({ valid: true, message: "", delivery_charge_id: null, del_date: "" });
    expect(cart.grouped_items).toHaveLength(1);
    expect(cart.grouped_items[0].delivery_charge_id).toBeNull();
  });

  it("with a served pincode: delivery group, next slot and the amount still needed for free delivery", async () => {
    const sid = await guestWithPincode("560001");
    const pack = cheapest();
    const cart = parse(await add(pack, sid));
    const short = 49900 - pack.price;
    expect(cart).toMatchObject({
      serviceable: true,
      message: "",
      delivery_charge: 40,
      finalDelivery: 40,
      deliveryMessage: `Add ₹${(short / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })} more for free delivery`,
      total: pack.price / 100 + 40,
    });
    const item = cart.items[0];
    expect(item).toMatchObject({ valid: true, delivery_charge_id: serving560001 });
    expect(item.del_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(item.del_start_time).toMatch(/^\d{2}:\d{2}$/);
    expect(cart.del_date).toBe(item.del_date);
    expect(cart.deliveryInfo).toEqual([
      { delivery_charge_id: serving560001, del_date: item.del_date, del_start_time: item.del_start_time, del_end_time: item.del_end_time },
    ]);
    const [group] = cart.grouped_items;
    expect(group).toMatchObject({ delivery_charge_id: serving560001, name: "Annapurna Central Warehouse", delivery_charge: 40 });
    expect(group.slots[0]).toEqual({ date: item.del_date, start_time: item.del_start_time, end_time: item.del_end_time });
    expect(group.slots.length).toBeGreaterThan(1);
  });

  it("delivers free at the threshold", async () => {
    const sid = await guestWithPincode("560001");
    const pack = cheapest(2500);
    await addTimes(pack, Math.ceil(49900 / pack.price), sid);
    const cart = await getCart(sid);
    expect(cart).toMatchObject({ delivery_charge: 40, finalDelivery: 0, deliveryMessage: "Free delivery", total: cart.amount });
  });

  it("marks every item undeliverable once the session's pincode stops being served", async () => {
    const sid = await guestWithPincode("560001");
    await add(packs[0], sid);
    await db.updateTable("warehouse_pincodes").set({ active: 0 }).where("id", "=", serving560001).execute();
    const cart = await getCart(sid).finally(() => db.updateTable("warehouse_pincodes").set({ active: 1 }).where("id", "=", serving560001).execute());
    expect(cart.items[0]).toMatchObject({ valid: false, message: "Not deliverable to 560001", delivery_charge_id: null });
    expect(cart).toMatchObject({ serviceable: false, amount: 0, total: 0, quantity: 1 });
    expect(cart.message).toBe("Some items cannot be delivered; remove them to check out");
  });

  it("flags a product that is no longer sold", async () => {
    const sid = await guestWithPincode("560001");
    const pack = packs[5];
    await add(pack, sid);
    await db.updateTable("products").set({ active: 0 }).where("id", "=", pack.product_id).execute();
    try {
      const cart = await getCart(sid);
      expect(line(cart, pack)).toMatchObject({ valid: false, message: "No longer sold" });
      expect(cart.amount).toBe(0);
      expect((await add(pack, sid)).status).toBe(404);
    } finally {
      await db.updateTable("products").set({ active: 1 }).where("id", "=", pack.product_id).execute();
    }
  });

  it("refuses an unknown pack with 404 and starts no session", async () => {
    const response = await post("/api/cart/add", { pack_id: 999999, warehouse_id: 1 });
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: "This item is not available" });
    expect(cookieFrom(response.headers, "sid")).toBeUndefined();
  });

  it("refuses a pack of another website", async () => {
    const other = await db
      .selectFrom("packs")
      .innerJoin("products", "products.id", "packs.product_id")
      .select(["packs.id", "packs.warehouse_id"])
      .where("products.website_id", "=", 2)
      .executeTakeFirstOrThrow();
    expect((await post("/api/cart/add", { pack_id: other.id, warehouse_id: other.warehouse_id })).status).toBe(404);
  });

  it("refuses a pack with the wrong warehouse", async () => {
    const response = await post("/api/cart/add", { pack_id: packs[0].id, warehouse_id: packs[0].warehouse_id + 1 });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: "This item is not sold from that warehouse" });
  });

  it.each([
    [{ pack_id: "abc", warehouse_id: 1 }],
    [{ pack_id: 1 }],
    [{ pack_id: -1, warehouse_id: 1 }],
    [{ pack_id: 1.5, warehouse_id: 1 }],
  ])("refuses the body %j with 400 and a message", async (body) => {
    const response = await post("/api/cart/add", body);
    expect(response.status).toBe(400);
    expect((response.json as { message: unknown }).message).toBeTruthy();
    expect(cookieFrom(response.headers, "sid")).toBeUndefined();
  });

  it("refuses a write without the anti-forgery token", async () => {
    const response = await call("/api/cart/add", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ pack_id: packs[0].id, warehouse_id: packs[0].warehouse_id }),
    });
    expect(response.status).toBe(403);
  });

  it("stops at 20 of one pack with a message, leaving the line at 20", async () => {
    const sid = await guestWithPincode("560001");
    const pack = packs[1];
    await addTimes(pack, 20, sid);
    const response = await add(pack, sid);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: "You can add at most 20 of this item" });
    expect(line(await getCart(sid), pack)!.quantity).toBe(20);
  });
});

describe("a line's limit", () => {
  it("is the shelf's count, named, when the shelf holds fewer than the line limit, and the line limit otherwise", async () => {
    const sid = await guestWithPincode("560001");
    const [short, plenty] = [packs[5], packs[6]];
    await db.updateTable("pack_stock").set({ quantity: 3 }).where("pack_id", "=", short.id).execute();
    await db.updateTable("pack_stock").set({ quantity: 500 }).where("pack_id", "=", plenty.id).execute();
    await addTimes(short, 3, sid);
    await addTimes(plenty, 1, sid);
    const cart = await getCart(sid);
    expect(line(cart, short)).toMatchObject({ quantity: 3, max_quantity: 3, stock_left: 3, valid: true });
    expect(line(cart, plenty)).toMatchObject({ quantity: 1, max_quantity: 20, stock_left: null });

    await db.updateTable("pack_stock").set({ quantity: 1 }).where("pack_id", "=", short.id).execute();
    expect(line(await getCart(sid), short)).toMatchObject({ quantity: 3, max_quantity: 1, stock_left: 1, valid: false });
  });
});

describe("concurrent adds (two tabs)", () => {
  afterEach(() => {
    delete process.env.CART_MAX_LINE_QUANTITY;
  });

  it("counts 50 concurrent adds of one pack when the line limit allows 50", async () => {
    process.env.CART_MAX_LINE_QUANTITY = "50";
    const sid = await guestWithPincode("560001");
    const responses = await Promise.all(Array.from({ length: 50 }, () => add(packs[2], sid)));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(line(await getCart(sid), packs[2])!.quantity).toBe(50);
  });

  it("lets exactly 20 of 25 concurrent adds through at the default limit", async () => {
    const sid = await guestWithPincode("560001");
    const responses = await Promise.all(Array.from({ length: 25 }, () => add(packs[3], sid)));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(20);
    expect(responses.filter((response) => response.status === 400)).toHaveLength(5);
    expect(line(await getCart(sid), packs[3])!.quantity).toBe(20);
  });

  it("keeps all of 50 different packs added at once", async () => {
    const sid = await guestWithPincode("560001");
    const fifty = packs.slice(0, 50);
    expect(fifty).toHaveLength(50);
    await Promise.all(fifty.map((pack) => add(pack, sid)));
    const cart = await getCart(sid);
    expect(cart.items).toHaveLength(50);
    expect(cart.quantity).toBe(50);
  });
});

describe("POST /api/cart/remove", () => {
  it("takes one unit away, then the line at zero", async () => {
    const sid = await guestWithPincode("560001");
    await addTimes(packs[0], 2, sid);
    let cart = parse(await post("/api/cart/remove", { pack_id: packs[0].id, remove: false }, sid));
    expect(line(cart, packs[0])!.quantity).toBe(1);
    cart = parse(await post("/api/cart/remove", { pack_id: packs[0].id }, sid));
    expect(cart.items).toEqual([]);
  });

  it("removes the whole line when remove is true", async () => {
    const sid = await guestWithPincode("560001");
    await addTimes(packs[0], 3, sid);
    await add(packs[1], sid);
    const cart = parse(await post("/api/cart/remove", { pack_id: packs[0].id, remove: true }, sid));
    expect(cart.items.map((item) => item.pack_id)).toEqual([packs[1].id]);
  });

  it("changes nothing for a pack not in the cart, or without a cart", async () => {
    const sid = await guestWithPincode("560001");
    await add(packs[0], sid);
    expect(parse(await post("/api/cart/remove", { pack_id: packs[9].id, remove: true }, sid)).quantity).toBe(1);
    const noCart = await post("/api/cart/remove", { pack_id: packs[0].id, remove: false });
    expect(noCart.status).toBe(200);
    expect(parse(noCart).items).toEqual([]);
  });

  it("refuses a non-numeric pack id or a non-boolean remove", async () => {
    expect((await post("/api/cart/remove", { pack_id: "x" })).status).toBe(400);
    expect((await post("/api/cart/remove", { pack_id: 1, remove: "yes" })).status).toBe(400);
  });
});

describe("carts per visitor", () => {
  it("keeps a signed-in customer's cart apart from guests' carts", async () => {
    const guest = await guestWithPincode("560001");
    await add(packs[0], guest);
    const { cookie } = await signedInCookie("9876543212");
    expect((await getCart(cookie)).items).toEqual([]);
    const cart = parse(await add(packs[4], cookie));
    expect(cart.items.map((item) => item.pack_id)).toEqual([packs[4].id]);
    expect((await getCart(guest)).items.map((item) => item.pack_id)).toEqual([packs[0].id]);
  });
});

describe("GET /api/init cart", () => {
  it("is null without a cart", async () => {
    const sid = await guestWithPincode("560001");
    expect((await call("/api/init", { cookie: sid })).json).toMatchObject({ cart: null });
  });

  it("is the same cart GET /api/cart answers", async () => {
    const sid = await guestWithPincode("560001");
    await addTimes(packs[0], 2, sid);
    const init = (await call("/api/init", { cookie: sid })).json as { cart: unknown };
    expect(cartSchema.parse(init.cart)).toEqual(await getCart(sid));
  });
});
