import { consoleTestContext, WHOLESALE_WEBSITE_ID, wholesaleOnlyAdminCookie } from "@/backend/test/console-users";
import { packForCouponTests } from "@/backend/test/coupon-pack";
import { withTestDatabase } from "@/backend/test/database";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { guestWithPincode, post } from "@/backend/test/shopper";
import { COUPON_MESSAGES } from "@/backend/services/coupons";
import { auditListSchema } from "@/lib/api/schemas/console/audit";
import { CONSOLE_COUPON_MESSAGES, consoleCouponListSchema, consoleCouponSavedSchema, consoleCouponSchema, type CouponBody } from "@/lib/api/schemas/console/coupons";
import { cartSchema } from "@/lib/api/schemas";

withTestDatabase();

const given = consoleTestContext();

const monsoon = (overrides: Partial<CouponBody> = {}): CouponBody => ({
  code: "monsoon15",
  description: "15% off orders above ₹200, up to ₹40",
  kind: "percent",
  value: 15,
  min_order: 200,
  max_discount: 40,
  valid_from: "2026-01-01",
  valid_to: "2099-12-31",
  total_limit: 2,
  per_customer_limit: 1,
  private: false,
  active: true,
  ...overrides,
});

const saved = (response: { status: number; json: unknown }) => {
  expect(response).toMatchObject({ status: 200 });
  return consoleCouponSavedSchema.parse(response.json);
};

const auditCount = async () => Number((await given.db.selectFrom("audit_log").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
async function latestAudit(cookie = given.admin, origin?: string) {
  return auditListSchema.parse((await call("/api/console/audit?entity=coupon&perPage=1", { cookie, origin })).json).data[0];
}

describe("POST and PUT /api/console/coupons", () => {
  it("adds a coupon the cart then applies under the checkout's rules, and records who added it", async () => {
    const { coupon, message } = saved(await post("/api/console/coupons", monsoon(), given.admin));
    expect(message).toBe(CONSOLE_COUPON_MESSAGES.created);
    expect(coupon).toMatchObject({ code: "MONSOON15", kind: "percent", value: 15, min_order: 200, max_discount: 40, valid_from: "2026-01-01", valid_to: "2099-12-31", uses: 0 });
    const stored = await given.db.selectFrom("coupons").selectAll().where("id", "=", coupon.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ website_id: 1, min_order: 20000, max_discount: 4000, valid_from: "2025-12-31T18:30:00.000Z", valid_to: "2099-12-31T18:29:59.999Z" });

    const pack = await packForCouponTests(given.db);
    const shopper = await guestWithPincode("560001");
    await post("/api/cart/add", { pack_id: pack.id, warehouse_id: pack.warehouse_id }, shopper);
    const below = await post("/api/apply/coupon", { code: "monsoon15" }, shopper);
    expect(below).toMatchObject({ status: 422, json: { message: COUPON_MESSAGES.belowMinimum("MONSOON15", 20000 - pack.price) } });
    await post("/api/cart/add", { pack_id: pack.id, warehouse_id: pack.warehouse_id }, shopper);
    const applied = await post("/api/apply/coupon", { code: "monsoon15" }, shopper);
    expect(applied.status).toBe(200);
    expect(cartSchema.parse(applied.json)).toMatchObject({ offercode: "MONSOON15", discount: Math.min(Math.floor((2 * pack.price * 15) / 100), 4000) / 100 });

    expect(await latestAudit()).toMatchObject({
      action: "create",
      entity_id: String(coupon.id),
      actor: { name: "Meera Iyer" },
      summary: "Added coupon MONSOON15",
      after: { code: "MONSOON15", value: 15, total_limit: 2 },
    });
  });

  it("edits a coupon: a deactivated code is refused at the cart, and the log has the before and after", async () => {
    const { coupon } = saved(await post("/api/console/coupons", monsoon({ code: "EDITME" }), given.admin));
    const { coupon: edited, message } = saved(await post(`/api/console/coupons/${coupon.id}`, monsoon({ code: "EDITME", kind: "flat", value: 25.5, max_discount: null, active: false }), given.admin, { method: "PUT" }));
    expect(message).toBe(CONSOLE_COUPON_MESSAGES.saved);
    expect(edited).toMatchObject({ id: coupon.id, kind: "flat", value: 25.5, max_discount: null, active: false });
    expect((await given.db.selectFrom("coupons").select("value").where("id", "=", coupon.id).executeTakeFirstOrThrow()).value).toBe(2550);

    const pack = await packForCouponTests(given.db);
    const shopper = await guestWithPincode("560001");
    await post("/api/cart/add", { pack_id: pack.id, warehouse_id: pack.warehouse_id }, shopper);
    expect(await post("/api/apply/coupon", { code: "EDITME" }, shopper)).toMatchObject({ status: 422, json: { message: COUPON_MESSAGES.unknown } });

    expect(await latestAudit()).toMatchObject({ action: "update", summary: "Changed coupon EDITME", before: { kind: "percent", active: true }, after: { kind: "flat", value: 25.5, active: false } });
  });

  it("keeps a code unique in the website whatever its case, and refuses bad fields with the form's words, writing nothing", async () => {
    const before = await auditCount();
    expect(await post("/api/console/coupons", monsoon({ code: "welcome10" }), given.admin)).toMatchObject({ status: 409, json: { message: CONSOLE_COUPON_MESSAGES.codeTaken } });
    const cases: [Partial<CouponBody>, string][] = [
      [{ code: "a b" }, "Use 3 to 20 letters or digits (hyphens and underscores allowed after the first)"],
      [{ value: 120 }, "A percent off is a whole number from 1 to 100"],
      [{ kind: "flat", value: 10.555 }, "At most two decimals (paise)"],
      [{ valid_from: "2026-05-02", valid_to: "2026-05-01" }, "The last day cannot be before the first day"],
      [{ total_limit: 0 }, "Total uses is at least 1; leave it empty for no limit"],
      [{ min_order: -1 }, "The minimum order cannot be negative"],
    ];
    for (const [change, text] of cases) {
      const response = await post("/api/console/coupons", monsoon({ code: "BADONE", ...change }), given.admin);
      expect({ change, status: response.status, json: response.json }).toEqual({ change, status: 400, json: { message: text } });
    }
    expect(await given.db.selectFrom("coupons").select("id").where("code", "=", "BADONE").executeTakeFirst()).toBeUndefined();
    expect(await auditCount()).toBe(before);
  });

  it("renames a coupon onto another's code only if that code is free", async () => {
    const { coupon } = saved(await post("/api/console/coupons", monsoon({ code: "RENAMEME" }), given.admin));
    expect(await post(`/api/console/coupons/${coupon.id}`, monsoon({ code: "flat50" }), given.admin, { method: "PUT" })).toMatchObject({ status: 409 });
    expect(saved(await post(`/api/console/coupons/${coupon.id}`, monsoon({ code: "RENAMEME" }), given.admin, { method: "PUT" })).coupon.code).toBe("RENAMEME");
  });
});

describe("GET /api/console/coupons", () => {
  it("lists the website's coupons with their uses, searched, filtered, sorted and paged on the server", async () => {
    const welcome = await given.db.selectFrom("coupons").select("id").where("website_id", "=", 1).where("code", "=", "WELCOME10").executeTakeFirstOrThrow();
    const uses = Number((await given.db.selectFrom("coupon_redemptions").select((eb) => eb.fn.countAll().as("n")).where("coupon_id", "=", welcome.id).executeTakeFirstOrThrow()).n);
    const list = consoleCouponListSchema.parse((await call("/api/console/coupons?q=welcome", { cookie: given.admin })).json);
    expect(list.data.map((coupon) => [coupon.code, coupon.uses])).toEqual([["WELCOME10", uses]]);

    const all = consoleCouponListSchema.parse((await call("/api/console/coupons?sort=-code&perPage=2&page=1", { cookie: given.admin })).json);
    const codes = (await given.db.selectFrom("coupons").select("code").where("website_id", "=", 1).orderBy("code", "desc").execute()).map((row) => row.code);
    expect(all.meta.total).toBe(codes.length);
    expect(all.data.map((coupon) => coupon.code)).toEqual(codes.slice(0, 2));

    const inactive = consoleCouponListSchema.parse((await call("/api/console/coupons?active=0", { cookie: given.admin })).json);
    expect(inactive.data.every((coupon) => !coupon.active)).toBe(true);
  });

  it("reads one coupon for its form", async () => {
    const welcome = await given.db.selectFrom("coupons").select("id").where("website_id", "=", 1).where("code", "=", "WELCOME10").executeTakeFirstOrThrow();
    const response = await call(`/api/console/coupons/${welcome.id}`, { cookie: given.admin });
    expect(consoleCouponSchema.parse(response.json)).toMatchObject({ code: "WELCOME10", kind: "percent", value: 10, min_order: 500, max_discount: 200, per_customer_limit: 1 });
  });
});

describe("another website's administrator", () => {
  it("neither lists, reads nor changes this website's coupons (404, nothing changed), and keeps their own apart", async () => {
    const other = await wholesaleOnlyAdminCookie(WHOLESALE_WEBSITE_ID);
    const retail = await given.db.selectFrom("coupons").selectAll().where("website_id", "=", 1).where("code", "=", "FLAT50").executeTakeFirstOrThrow();
    const options = { cookie: other, origin: WHOLESALE_ORIGIN };
    const list = consoleCouponListSchema.parse((await call("/api/console/coupons?perPage=100", options)).json);
    expect(list.data.map((coupon) => coupon.id)).not.toContain(retail.id);
    expect((await call(`/api/console/coupons/${retail.id}`, options)).status).toBe(404);
    expect(await post(`/api/console/coupons/${retail.id}`, monsoon({ code: "FLAT50" }), other, { method: "PUT", origin: WHOLESALE_ORIGIN })).toMatchObject({
      status: 404,
      json: { message: CONSOLE_COUPON_MESSAGES.notFound },
    });
    expect(await given.db.selectFrom("coupons").selectAll().where("id", "=", retail.id).executeTakeFirstOrThrow()).toEqual(retail);

    // The same code on another website is another coupon.
    const { coupon } = saved(await post("/api/console/coupons", monsoon({ code: "FLAT50" }), other, { origin: WHOLESALE_ORIGIN }));
    expect((await given.db.selectFrom("coupons").select("website_id").where("id", "=", coupon.id).executeTakeFirstOrThrow()).website_id).toBe(WHOLESALE_WEBSITE_ID);
    expect(await latestAudit(other, WHOLESALE_ORIGIN)).toMatchObject({ action: "create", entity_id: String(coupon.id), actor: { name: "Wholesale Manager" } });
  });
});
