import { ensureDatabase } from "@/backend/ensure-database";
import { setOtpTransport } from "@/backend/services/auth/otp-transport";
import { withTestDatabase } from "@/backend/test/database";
import { call } from "@/backend/test/request";
import { post, signedInCookie } from "@/backend/test/shopper";

/** What the probe found holding, kept from regressing: CSRF on every write, IDOR, roles, OTP lockout. */

withTestDatabase();

type OpenApi = { paths: Record<string, Record<string, unknown>> };

const WEBHOOKS = ["/api/webhooks/razorpay", "/api/webhooks/cashfree"];
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, "1");

async function writeOperations(): Promise<[string, string][]> {
  const document = (await call("/api/openapi.json")).json as OpenApi;
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => ["post", "put", "patch", "delete"].includes(method) && !WEBHOOKS.includes(path))
      .map((method): [string, string] => [method.toUpperCase(), concrete(path)]),
  );
}

describe("CSRF", () => {
  it("refuses every write of the contract without the anti-forgery pair, even for a signed-in customer", async () => {
    const { cookie } = await signedInCookie();
    const operations = await writeOperations();
    expect(operations.length).toBeGreaterThan(15);
    for (const [method, path] of operations) {
      const response = await call(path, { method, cookie, headers: { "content-type": "application/json" }, body: "{}" });
      expect([method, path, response.status]).toEqual([method, path, 403]);
    }
  });
});

describe("IDOR across two customers", () => {
  it("answers another customer's orders, addresses, payments and lists like missing ones", async () => {
    const db = await ensureDatabase();
    const asha = await signedInCookie("9876543210");
    const meera = await signedInCookie("9876543212");
    const order = await db.selectFrom("orders").select(["id", "order_number"]).where("user_id", "=", asha.userId).executeTakeFirstOrThrow();
    const address = await db.selectFrom("addresses").select("id").where("user_id", "=", asha.userId).executeTakeFirstOrThrow();
    const list = await post("/api/wishlistCategory", { name: "Asha's private list" }, asha.cookie);
    const listId = (list.json as { id: number }).id;
    const product = await db.selectFrom("products").select("id").where("website_id", "=", 1).executeTakeFirstOrThrow();

    const attempts = [
      await call(`/api/account/orders/${order.id}`, { cookie: meera.cookie }),
      await call(`/api/account/orders/number/${order.order_number}`, { cookie: meera.cookie }),
      await call(`/api/cart?address_id=${address.id}`, { cookie: meera.cookie }),
      await post(`/api/account/addresses/${address.id}/default`, {}, meera.cookie),
      await post(`/api/payments/${order.id}/confirm`, {}, meera.cookie),
      await post("/api/wishlist/update", { product_id: product.id, wishlist_category_id: listId }, meera.cookie),
    ];
    for (const response of attempts) expect(response.status).toBe(404);
    const stillAsha = await db.selectFrom("addresses").select("user_id").where("id", "=", address.id).executeTakeFirstOrThrow();
    expect(stillAsha.user_id).toBe(asha.userId);
  });
});

describe("roles", () => {
  it("keeps the agent dashboard and website administration to their roles", async () => {
    const customer = await signedInCookie("9876543210");
    const admin = await signedInCookie("9876543212");
    for (const cookie of [customer.cookie, admin.cookie]) {
      expect((await call("/api/agent/dashboard", { cookie })).status).toBe(403);
      expect((await call("/api/websites", { cookie })).status).toBe(403);
      expect((await post("/api/websites", { name: "Mine", host: "mine.example" }, cookie)).status).toBe(403);
      expect((await post("/api/websites/1/switch", {}, cookie)).status).toBe(403);
    }
    expect((await call("/api/agent/dashboard")).status).toBe(401);
    expect((await call("/api/websites")).status).toBe(401);
  });
});

describe("OTP lockout", () => {
  const sent: string[] = [];
  beforeAll(() => {
    delete process.env.OTP_TEST_CODE;
    setOtpTransport({ send: async (_, code) => void sent.push(code) });
  });
  afterAll(() => setOtpTransport(null));

  it("kills a code after 5 wrong tries, so the right one no longer signs in", async () => {
    expect((await post("/api/auth/otp", { phone: "9876543214" })).status).toBe(200);
    const right = sent[sent.length - 1];
    const wrong = right === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await post("/api/auth/verify", { phone: "9876543214", code: wrong })).status).toBe(400);
    const late = await post("/api/auth/verify", { phone: "9876543214", code: right });
    expect(late).toMatchObject({ status: 400, json: { message: "This code has expired. Please request a new one." } });
  });
});
