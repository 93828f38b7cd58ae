import { getDb } from "@/backend/db/database";
import { ensureDatabase } from "@/backend/ensure-database";
import { addToCart, checkoutCart, deliverablePacks, placeBody, placeOrderCall, shopper, type SellablePack } from "@/backend/test/orders";
import { withTestDatabase } from "@/backend/test/database";
import { call } from "@/backend/test/request";
import { guestWithPincode, post, signedInCookie } from "@/backend/test/shopper";

withTestDatabase();

let pack: SellablePack;

beforeAll(async () => {
  pack = (await deliverablePacks(await ensureDatabase()))[0];
});

const applyCoupon = (code: string, cookie?: string) => post("/api/apply/coupon", { code }, cookie);

describe("coupon attempts", () => {
  it("answers 429 after 10 codes tried on one cart, right or wrong", async () => {
    const sid = await guestWithPincode("560001");
    expect((await post("/api/cart/add", { pack_id: pack.id, warehouse_id: pack.warehouse_id }, sid)).status).toBe(200);
    const statuses: number[] = [];
    for (let n = 1; n <= 60; n += 1) statuses.push((await applyCoupon(`GUESS${n}`, sid)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses.slice(10)).toEqual(Array(50).fill(429));
    const refused = await applyCoupon("FLAT50", sid);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ message: "Too many coupon codes tried. Please try again in 10 minutes." });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(500);
  });

  it("with an empty cart, gives a real code the same answer as an unknown one", async () => {
    const sid = await guestWithPincode("560001");
    const real = await applyCoupon("FLAT50", sid);
    const unknown = await applyCoupon("NOSUCHCODE", sid);
    const expired = await applyCoupon("DIWALI25", sid);
    expect(real.json).toEqual({ message: "Add items to your cart before applying a coupon" });
    expect([unknown.status, unknown.json]).toEqual([real.status, real.json]);
    expect([expired.status, expired.json]).toEqual([real.status, real.json]);
  });
});

describe("order placements", () => {
  it("refuses the sixth cash order within a minute with a clear message", async () => {
    const who = await shopper("9876543217");
    const ordersOf = () => getDb().selectFrom("orders").select("id").where("user_id", "=", who.userId).execute();
    const before = (await ordersOf()).length;
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof placeOrderCall>> | null = null;
    for (let n = 1; n <= 6; n += 1) {
      await addToCart(who, pack, 1);
      last = await placeOrderCall(placeBody(await checkoutCart(who), who), who.cookie);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(last?.json).toEqual({ message: expect.stringMatching(/^You have placed several orders in the last minute\. Please wait \d+ seconds before placing another\.$/) });
    expect(await ordersOf()).toHaveLength(before + 5);
  });
});

describe("control characters in text fields", () => {
  it("are stripped before anything is stored", async () => {
    const { cookie, userId } = await signedInCookie("9876543216");
    const saved = await call("/api/account/profile", {
      method: "PUT",
      cookie: `${cookie}; csrf_token=t`,
      headers: { "x-csrf-token": "t", "content-type": "application/json" },
      body: JSON.stringify({ name: "Fatima\u0000 Sh\u202eaikh\u0007", email: "" }),
    });
    expect(saved.status).toBe(200);
    const user = await getDb().selectFrom("users").select("name").where("id", "=", userId).executeTakeFirstOrThrow();
    expect(user.name).toBe("Fatima Shaikh");
  });

  it("keeps line breaks and tabs, which notes and addresses may hold", async () => {
    const { cookie } = await signedInCookie("9876543215");
    const saved = await post(
      "/api/account/addresses",
      { name: "Rahul", phone: "9876543215", pincode: "560001", line1: "Flat 4\tBlock B", line2: "Near the\nwater tank\u0000", landmark: "", city: "Bengaluru", state: "Karnataka" },
      cookie,
    );
    expect(saved.status).toBe(200);
    expect((saved.json as { address: { line1: string; line2: string } }).address).toMatchObject({ line1: "Flat 4\tBlock B", line2: "Near the\nwater tank" });
  });
});
