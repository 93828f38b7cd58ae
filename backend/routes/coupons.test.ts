import type { Kysely } from "kysely";
import { ensureDatabase } from "@/backend/ensure-database";
import type { Database } from "@/backend/db/schema";
import { call } from "@/backend/test/request";
import { guestWithPincode, post, signedInCookie } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import { cartSchema, type Cart } from "@/lib/api/schemas";

withTestDatabase();

let db: Kysely<Database>;
/** A retail pack between ₹100 and ₹200, so coupon minimums are reached in a few units. */
let pack: { id: number; warehouse_id: number; price: number };

beforeAll(async () => {
  db = await ensureDatabase();
  pack = await db
    .selectFrom("packs")
    .innerJoin("products", "products.id", "packs.product_id")
    .select(["packs.id", "packs.warehouse_id", "packs.price"])
    .where("products.website_id", "=", 1)
    .where("packs.active", "=", 1)
    .where("packs.price", ">=", 10000)
    .where("packs.price", "<", 20000)
    .orderBy("packs.id")
    .executeTakeFirstOrThrow();
});

afterEach(async () => {
  await db.deleteFrom("coupon_redemptions").execute();
});

const parse = (response: { json: unknown }): Cart => cartSchema.parse(response.json);
const apply = (code: string, cookie?: string) => post("/api/apply/coupon", { code }, cookie);
const rupeeText = (paise: number) => `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function cartWorth(units: number, cookie?: string) {
  const sid = cookie ?? (await guestWithPincode("560001"));
  for (let i = 0; i < units; i += 1) expect((await post("/api/cart/add", { pack_id: pack.id, warehouse_id: pack.warehouse_id }, sid)).status).toBe(200);
  return sid;
}

describe("POST /api/apply/coupon", () => {
  it("refuses WELCOME10 below ₹500 and says how much more is needed", async () => {
    const sid = await cartWorth(1);
    const response = await apply("WELCOME10", sid);
    expect(response.status).toBe(422);
    expect(response.json).toEqual({ message: `Add ${rupeeText(50000 - pack.price)} more to use WELCOME10` });
    expect(parse(await call("/api/cart", { cookie: sid })).offercode).toBe("");
  });

  it("applies WELCOME10 above its minimum: 10 % off, in any letter case", async () => {
    const units = Math.ceil(50000 / pack.price);
    const sid = await cartWorth(units);
    const response = await apply("  welcome10 ", sid);
    expect(response.status).toBe(200);
    const cart = parse(response);
    const amount = pack.price * units;
    expect(cart).toMatchObject({ offercode: "WELCOME10", amount: amount / 100, discount: Math.floor(amount / 10) / 100 });
    expect(cart.total).toBeCloseTo(cart.amount - cart.discount + cart.finalDelivery, 2);
  });

  it("caps WELCOME10 at ₹200", async () => {
    const sid = await guestWithPincode("560001");
    const big = await db
      .selectFrom("packs")
      .innerJoin("products", "products.id", "packs.product_id")
      .select(["packs.id", "packs.warehouse_id", "packs.price"])
      .where("products.website_id", "=", 1)
      .where("packs.price", ">=", 150000)
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 2; i += 1) await post("/api/cart/add", { pack_id: big.id, warehouse_id: big.warehouse_id }, sid);
    expect(parse(await apply("WELCOME10", sid)).discount).toBe(200);
  });

  it("takes ₹50 off with FLAT50 above ₹300", async () => {
    const sid = await cartWorth(Math.ceil(30000 / pack.price));
    expect(parse(await apply("FLAT50", sid))).toMatchObject({ offercode: "FLAT50", discount: 50 });
  });

  it("refuses an unknown code, an expired one and an empty cart, each with its own message", async () => {
    const sid = await cartWorth(10);
    expect(await apply("NOPE", sid)).toMatchObject({ status: 422, json: { message: "This coupon code is not valid" } });
    expect(await apply("DIWALI25", sid)).toMatchObject({ status: 422, json: { message: "This coupon has expired" } });
    expect(await apply("BULK5", sid)).toMatchObject({ status: 422, json: { message: "This coupon code is not valid" } });
    const empty = await guestWithPincode("560001");
    expect(await apply("FLAT50", empty)).toMatchObject({ status: 422, json: { message: "Add items to your cart before applying a coupon" } });
    expect(await apply("FLAT50")).toMatchObject({ status: 422 });
  });

  it("refuses a coupon used up by everyone", async () => {
    const { id } = await db
      .insertInto("coupons")
      .values({ website_id: 1, code: "ONCE", kind: "flat", value: 1000, valid_from: "2020-01-01T00:00:00.000Z", valid_to: "2099-01-01T00:00:00.000Z", total_limit: 1, per_customer_limit: null, max_discount: null, description: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("coupon_redemptions").values({ coupon_id: id, user_id: null, order_ref: "ORD-1", created_at: "2026-01-01T00:00:00.000Z" }).execute();
    const sid = await cartWorth(1);
    expect(await apply("ONCE", sid)).toMatchObject({ status: 422, json: { message: "This coupon has reached its usage limit" } });
  });

  it("refuses a customer who used WELCOME10 already, and lets a guest apply it", async () => {
    const { cookie, userId } = await signedInCookie("9876543213");
    const welcome = await db.selectFrom("coupons").select("id").where("code", "=", "WELCOME10").where("website_id", "=", 1).executeTakeFirstOrThrow();
    await db.insertInto("coupon_redemptions").values({ coupon_id: welcome.id, user_id: userId, order_ref: "ORD-2", created_at: "2026-01-01T00:00:00.000Z" }).execute();
    const units = Math.ceil(50000 / pack.price);
    await cartWorth(units, cookie);
    expect(await apply("WELCOME10", cookie)).toMatchObject({
      status: 422,
      json: { message: "You have already used this coupon as many times as it allows" },
    });
    const guest = await cartWorth(units);
    expect((await apply("WELCOME10", guest)).status).toBe(200);
  });

  it("refuses an empty code with 400", async () => {
    expect(await apply("   ")).toMatchObject({ status: 400, json: { message: "Please enter a coupon code" } });
  });

  it("drops a coupon that stops qualifying when items are removed, and says why", async () => {
    const units = Math.ceil(50000 / pack.price);
    const sid = await cartWorth(units);
    expect((await apply("WELCOME10", sid)).status).toBe(200);
    const cart = parse(await post("/api/cart/remove", { pack_id: pack.id, remove: false }, sid));
    expect(cart.offercode).toBe("");
    expect(cart.discount).toBe(0);
    expect(cart.message).toBe(`Coupon WELCOME10 was removed: Add ${rupeeText(50000 - pack.price * (units - 1))} more to use WELCOME10`);
    expect(parse(await call("/api/cart", { cookie: sid }))).toMatchObject({ offercode: "", message: "" });
  });
});

describe("GET /api/remove/coupon", () => {
  it("removes the coupon and answers the cart", async () => {
    const sid = await cartWorth(Math.ceil(30000 / pack.price));
    await apply("FLAT50", sid);
    const response = await call("/api/remove/coupon", { cookie: sid });
    expect(response.status).toBe(200);
    expect(parse(response)).toMatchObject({ offercode: "", discount: 0 });
  });

  it("answers an empty cart (truthy) to a visitor without one", async () => {
    const response = await call("/api/remove/coupon");
    expect(response.status).toBe(200);
    expect(parse(response).items).toEqual([]);
  });
});
