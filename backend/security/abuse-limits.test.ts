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

  it("counts per client address across fresh guest carts: 6 carts × 10 guesses from one address meet 429 after 30", async () => {
    const from = (address: string) => ({ headers: { "x-forwarded-for": address } });
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof post>> | undefined;
    for (let cart = 1; cart <= 6; cart += 1) {
      const sid = await guestWithPincode("560001");
      expect((await post("/api/cart/add", { pack_id: pack.id, warehouse_id: pack.warehouse_id }, sid, from("203.0.113.9"))).status).toBe(200);
      for (let n = 1; n <= 10; n += 1) {
        const answer = await post("/api/apply/coupon", { code: `GUESS${cart}X${n}` }, sid, from("203.0.113.9"));
        statuses.push(answer.status);
        if (answer.status === 429) refused ??= answer;
      }
    }
    expect(statuses).toEqual([...Array(30).fill(422), ...Array(30).fill(429)]);
    expect(refused?.json).toEqual({ message: "Too many coupon codes tried. Please try again in 10 minutes." });
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(500);
    const elsewhere = await guestWithPincode("560001");
    expect((await post("/api/apply/coupon", { code: "GUESS" }, elsewhere, from("198.51.100.4"))).status).not.toBe(429);
  });

  it("counts per signed-in account across its carts and addresses: 429 after 20", async () => {
    const db = await ensureDatabase();
    const statuses: number[] = [];
    for (let round = 1; round <= 3; round += 1) {
      const { cookie, userId } = await signedInCookie("9876543214");
      const carts = db.selectFrom("carts").select("id").where("user_id", "=", userId);
      await db.deleteFrom("cart_items").where("cart_id", "in", carts).execute();
      await db.deleteFrom("carts").where("user_id", "=", userId).execute();
      for (let n = 1; n <= 10; n += 1) {
        const answer = await post("/api/apply/coupon", { code: `TRY${round}X${n}` }, cookie, { headers: { "x-forwarded-for": `192.0.2.${round * 10 + n}` } });
        statuses.push(answer.status);
      }
    }
    expect(statuses).toEqual([...Array(20).fill(422), ...Array(10).fill(429)]);
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
