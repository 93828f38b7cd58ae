import { onInvalidate } from "@/backend/cache/invalidation";
import { servingDatabase } from "@/backend/db/serving";
import { setOtpTransport } from "@/backend/services/auth/otp-transport";
import { deliverablePacks, shopper, type Shopper } from "@/backend/test/orders";
import { call } from "@/backend/test/request";
import { post } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import { EVERY_OWNER_TAG, OWNER_HEADER } from "@/lib/cache/owner-tags.mjs";

withTestDatabase();

let who: Shopper;
let named: string[][];
let stop: () => void;

beforeAll(async () => {
  who = await shopper("9876543210");
});

beforeEach(() => {
  named = [];
  stop = onInvalidate((tags) => {
    named.push(tags);
  });
});

afterEach(() => stop());

const ownerNamed = () => named.flat().filter((tag) => tag.startsWith("owner:"));

describe("the owners of kept private answers", () => {
  it("marks a signed-in shopper's page-view reads as theirs (visitor, cart, buy again, products, delivery), and a guest's public visitor call as no one's", async () => {
    for (const path of ["/api/visitor", "/api/cart", "/api/account/buy-again", "/api/products?ids=1,2", "/api/delivery/560001?warehouse_id=1"]) {
      expect((await call(path, { cookie: who.cookie })).headers.get(OWNER_HEADER)).toBe(`owner:u${who.userId}`);
    }
    expect((await call("/api/visitor")).headers.get(OWNER_HEADER)).toBeNull();
    expect((await call("/api/wishlist", { cookie: who.cookie })).headers.get(OWNER_HEADER)).toBeNull();
  });

  it("names the shopper after each of their writes, refused ones included, and after none of their reads", async () => {
    const [pack] = await deliverablePacks(await servingDatabase());
    await call("/api/visitor", { cookie: who.cookie });
    expect(ownerNamed()).toEqual([]);
    expect((await post("/api/cart/add", { pack_id: pack.id, warehouse_id: pack.warehouse_id }, who.cookie)).status).toBe(200);
    expect((await post("/api/wishlist/update", { product_id: 0, wishlist_category_id: 0 }, who.cookie)).status).not.toBe(200);
    expect(ownerNamed()).toEqual([`owner:u${who.userId}`, `owner:u${who.userId}`]);
  });

  it("counts the GETs that change state as writes, one refused for want of the page origin included", async () => {
    await call("/api/check/pincode/560001", { cookie: who.cookie });
    expect((await call("/api/remove/coupon", { cookie: who.cookie, origin: null })).status).toBe(403);
    await call("/api/products?perPage=1", { cookie: who.cookie });
    expect(ownerNamed()).toEqual([`owner:u${who.userId}`, `owner:u${who.userId}`]);
  });

  it("names a guest's new session as the owner of its first write, and both owners when the guest signs in", async () => {
    const [pack] = await deliverablePacks(await servingDatabase());
    const guest = await post("/api/cart/add", { pack_id: pack.id, warehouse_id: pack.warehouse_id });
    expect(ownerNamed()[0]).toMatch(/^owner:s\d+$/);
    const sid = guest.headers.getSetCookie().find((line) => line.startsWith("sid="))?.split(";")[0];
    expect(sid).toBeDefined();
    const guestOwner = ownerNamed()[0];
    const sent: string[] = [];
    setOtpTransport({ send: async (_phone, code) => void sent.push(code) });
    await post("/api/auth/otp", { phone: "9876543211" }, sid);
    setOtpTransport(null);
    named = [];
    const verified = await post("/api/auth/verify", { phone: "9876543211", code: sent[0] }, sid);
    expect(verified.status).toBe(200);
    expect(ownerNamed()[0]).toBe(guestOwner);
    expect(ownerNamed()[1]).toMatch(/^owner:u\d+$/);
  });

  it("names every owner after a write made for others: the operator's token, the console", async () => {
    await call("/api/operator/packs/1", { method: "PATCH", headers: { authorization: "Bearer wrong", "content-type": "application/json" }, body: "{}" });
    await post("/api/console/coupons", {}, who.cookie);
    expect(ownerNamed()).toEqual([EVERY_OWNER_TAG, EVERY_OWNER_TAG]);
  });
});
