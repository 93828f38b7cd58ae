import type { Insertable, Kysely } from "kysely";
import { ensureDatabase } from "@/backend/ensure-database";
import type { CouponsTable, Database } from "@/backend/db/schema";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { guestWithPincode, post, signedInCookie } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import { packForCouponTests } from "@/backend/test/coupon-pack";
import { availableCouponsSchema, cartSchema, type AvailableCoupon } from "@/lib/api/schemas";

withTestDatabase();

type Pack = { id: number; warehouse_id: number; price: number };

let db: Kysely<Database>;
let pack: Pack;

beforeAll(async () => {
  db = await ensureDatabase();
  pack = await packForCouponTests(db);
  // The demo orders redeemed WELCOME10 for some customers; each test starts from no redemptions.
  await db.deleteFrom("coupon_redemptions").execute();
});

afterEach(async () => {
  await db.deleteFrom("coupon_redemptions").execute();
  await db.deleteFrom("coupons").where("code", "like", "TEST%").execute();
});

const listed = async (cookie?: string, origin?: string): Promise<AvailableCoupon[]> => {
  const response = await call("/api/cart/coupons", { cookie, origin });
  expect(response.status).toBe(200);
  return availableCouponsSchema.parse(response.json).coupons;
};
const codes = async (cookie?: string) => (await listed(cookie)).map((coupon) => coupon.code);

async function fill(cookie: string, item: Pack, units: number, origin?: string) {
  for (let i = 0; i < units; i += 1) {
    expect((await post("/api/cart/add", { pack_id: item.id, warehouse_id: item.warehouse_id }, cookie, { origin })).status).toBe(200);
  }
  return cookie;
}
const guestCart = async (units: number) => fill(await guestWithPincode("560001"), pack, units);

const FOREVER = { valid_from: "2020-01-01T00:00:00.000Z", valid_to: "2099-01-01T00:00:00.000Z" };
async function addCoupon(values: Partial<Insertable<CouponsTable>> & { code: string }) {
  return db
    .insertInto("coupons")
    .values({ website_id: 1, kind: "flat", value: 1000, description: "A test coupon", total_limit: null, per_customer_limit: null, max_discount: null, ...FOREVER, ...values })
    .returning("id")
    .executeTakeFirstOrThrow();
}
const redeem = (couponId: number, userId: number | null) =>
  db.insertInto("coupon_redemptions").values({ coupon_id: couponId, user_id: userId, order_ref: `ORD-${couponId}-${userId}`, created_at: "2026-01-01T00:00:00.000Z" }).execute();

describe("GET /api/cart/coupons", () => {
  it("lists the website's open codes with how much more each needs, nearest minimum first; never the expired or private ones", async () => {
    const sid = await guestCart(1);
    expect(await listed(sid)).toEqual([
      { code: "FLAT50", description: "₹50 off orders above ₹300", saving: 0, short: (30000 - pack.price) / 100, applied: false },
      { code: "WELCOME10", description: "10% off orders above ₹500, up to ₹200", saving: 0, short: (50000 - pack.price) / 100, applied: false },
    ]);
    // Both exist on this website and apply when typed: the expired one is refused, the private one is not.
    expect((await post("/api/apply/coupon", { code: "DIWALI25" }, sid)).status).toBe(422);
    expect((await post("/api/apply/coupon", { code: "STAFF20" }, sid)).status).toBe(200);
  });

  it("gives each usable code its saving on this cart, largest first, and marks the applied one", async () => {
    const units = Math.ceil(50000 / pack.price);
    const sid = await guestCart(units);
    const amount = pack.price * units;
    expect(await listed(sid)).toEqual([
      { code: "WELCOME10", description: "10% off orders above ₹500, up to ₹200", saving: Math.floor(amount / 10) / 100, short: 0, applied: false },
      { code: "FLAT50", description: "₹50 off orders above ₹300", saving: 50, short: 0, applied: false },
    ]);
    const applied = cartSchema.parse((await post("/api/apply/coupon", { code: "FLAT50" }, sid)).json);
    expect(applied.offercode).toBe("FLAT50");
    expect((await listed(sid)).map(({ code, applied }) => [code, applied])).toEqual([
      ["WELCOME10", false],
      ["FLAT50", true],
    ]);
  });

  it("leaves out a code used up by everyone, and lists it while a use is left", async () => {
    const { id } = await addCoupon({ code: "TESTONCE", total_limit: 1 });
    const sid = await guestCart(1);
    expect(await codes(sid)).toContain("TESTONCE");
    await redeem(id, null);
    expect(await codes(sid)).not.toContain("TESTONCE");
  });

  it("counts each code's own uses when several codes have been used", async () => {
    const twice = await addCoupon({ code: "TESTTWICE", total_limit: 2 });
    const thrice = await addCoupon({ code: "TESTTHRICE", total_limit: 3 });
    const sid = await guestCart(1);
    await redeem(twice.id, null);
    await redeem(thrice.id, null);
    await db.insertInto("coupon_redemptions").values({ coupon_id: thrice.id, user_id: null, order_ref: "ORD-THRICE-2", created_at: "2026-01-01T00:00:00.000Z" }).execute();
    expect(await codes(sid)).toEqual(expect.arrayContaining(["TESTTWICE", "TESTTHRICE"]));
    await db.insertInto("coupon_redemptions").values({ coupon_id: twice.id, user_id: null, order_ref: "ORD-TWICE-2", created_at: "2026-01-01T00:00:00.000Z" }).execute();
    const after = await codes(sid);
    expect(after).not.toContain("TESTTWICE");
    expect(after).toContain("TESTTHRICE");
  });

  it("leaves out a code the signed-in customer used as often as it allows, and still lists it to a guest", async () => {
    const { cookie, userId } = await signedInCookie("9876543213");
    await fill(cookie, pack, 1);
    const welcome = await db.selectFrom("coupons").select("id").where("website_id", "=", 1).where("code", "=", "WELCOME10").executeTakeFirstOrThrow();
    expect(await codes(cookie)).toContain("WELCOME10");
    await redeem(welcome.id, userId);
    expect(await codes(cookie)).toEqual(["FLAT50"]);
    expect(await codes(await guestCart(1))).toContain("WELCOME10");
  });

  it("leaves out codes that expired, have not started, are switched off or are marked private", async () => {
    await addCoupon({ code: "TESTOPEN" });
    await addCoupon({ code: "TESTPAST", valid_to: "2021-01-01T00:00:00.000Z" });
    await addCoupon({ code: "TESTSOON", valid_from: "2098-01-01T00:00:00.000Z" });
    await addCoupon({ code: "TESTOFF", active: 0 });
    await addCoupon({ code: "TESTHIDDEN", private: 1 });
    expect((await codes(await guestCart(1))).filter((code) => code.startsWith("TEST"))).toEqual(["TESTOPEN"]);
  });

  it("lists nothing for an empty cart or a visitor without one, and is never kept by a shared cache", async () => {
    const response = await call("/api/cart/coupons", { cookie: await guestWithPincode("560001") });
    expect(response.json).toEqual({ coupons: [] });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await listed()).toEqual([]);
  });

  it("lists the wholesale website's own open codes there, not the retail ones nor its private one", async () => {
    const wholesale = await db.selectFrom("websites").select("id").where("id", "!=", 1).orderBy("id").executeTakeFirstOrThrow();
    const item = await db
      .selectFrom("packs")
      .innerJoin("products", "products.id", "packs.product_id")
      .innerJoin("warehouse_pincodes", "warehouse_pincodes.warehouse_id", "packs.warehouse_id")
      .select(["packs.id", "packs.warehouse_id", "packs.price", "warehouse_pincodes.pincode"])
      .where("products.website_id", "=", wholesale.id)
      .where("packs.active", "=", 1)
      .where("packs.price", "<", 250000)
      .orderBy("packs.id")
      .executeTakeFirstOrThrow();
    const sid = await fill(await guestWithPincode(item.pincode, wholesale.id), item, 1, WHOLESALE_ORIGIN);
    expect((await listed(sid, WHOLESALE_ORIGIN)).map(({ code, short }) => [code, short])).toEqual([
      ["TRADE150", (250000 - item.price) / 100],
      ["BULK5", (500000 - item.price) / 100],
    ]);
  });
});
