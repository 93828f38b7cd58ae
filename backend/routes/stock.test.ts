import type { Kysely } from "kysely";
import { onInvalidate } from "@/backend/cache/invalidation";
import { ensureDatabase } from "@/backend/ensure-database";
import type { Database } from "@/backend/db/schema";
import type { FakeGateways } from "@/testing/fake-gateways/server";
import { setMessageChannel } from "@/backend/services/outbound/shopper-messages";
import { addToCart, checkoutCart, placeCartAs, gatewayTestbed, type SellablePack, type Shopper } from "@/backend/test/orders";
import { holdExpiredNote, releaseExpiredHolds, startStockHoldJob, stopStockHoldJob } from "@/backend/services/stock/holds";
import { STOCK_ALERT_MESSAGES } from "@/backend/services/stock/alerts";
import { call } from "@/backend/test/request";
import { post } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import { productChangeTags } from "@/lib/cache/tags";
import { razorpayStartSchema } from "@/lib/api/schemas/checkout";

withTestDatabase();
jest.setTimeout(60_000);

const TOKEN = "operator-secret-for-stock-tests";
let db: Kysely<Database>;
let gateways: FakeGateways;
let packs: SellablePack[];
let asha: Shopper;
const sent: { phone: string; message: string }[] = [];

beforeAll(async () => {
  ({ gateways, db, packs, asha } = await gatewayTestbed());
  setMessageChannel({ send: async (phone, message) => void sent.push({ phone, message }) });
});

afterAll(async () => {
  setMessageChannel(null);
  await gateways.close();
  jest.restoreAllMocks();
});

afterEach(() => {
  delete process.env.STOCK_HOLD_MINUTES;
  delete process.env.OPERATOR_TOKEN;
  stopStockHoldJob();
});

const shelf = async (packId: number) =>
  (await db.selectFrom("pack_stock").innerJoin("packs", "packs.id", "pack_stock.pack_id").select("quantity").where("pack_id", "=", packId).whereRef("pack_stock.warehouse_id", "=", "packs.warehouse_id").executeTakeFirstOrThrow()).quantity;
const order = (id: number) => db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** The default website's pack by product slug and pack name. */
async function packOf(slug: string, name: string) {
  return db
    .selectFrom("packs")
    .innerJoin("products", "products.id", "packs.product_id")
    .select(["packs.id", "packs.warehouse_id", "packs.price", "products.id as product_id"])
    .where("products.slug", "=", slug)
    .where("products.website_id", "=", 1)
    .where("packs.name", "=", name)
    .executeTakeFirstOrThrow();
}

const setStock = (packId: number, body: unknown, token: string | null = TOKEN) =>
  call(`/api/operator/packs/${packId}/stock`, {
    method: "PUT",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe("the cart", () => {
  it("answers how many are left when a shopper adds more than the shelf holds", async () => {
    const moong = await packOf("kisan-gold-moong-dal", "1 kg");
    await addToCart(asha, moong, 2);
    const third = await post("/api/cart/add", { pack_id: moong.id, warehouse_id: moong.warehouse_id }, asha.cookie);
    expect(third.status).toBe(400);
    expect(third.json).toEqual({ message: "Only 2 left of Kisan Gold Moong Dal 1 kg" });
    expect((await checkoutCart(asha)).items.find((item) => item.pack_id === moong.id)?.quantity).toBe(2);
    await post("/api/cart/remove", { pack_id: moong.id, remove: true }, asha.cookie);
  });

  it("refuses an out-of-stock pack, and shows a line whose pack ran out as invalid with the reason", async () => {
    const camphor = await packOf("shubh-clean-camphor-tablets", "50 g");
    const refused = await post("/api/cart/add", { pack_id: camphor.id, warehouse_id: camphor.warehouse_id }, asha.cookie);
    expect(refused.json).toEqual({ message: "Shubh Clean Camphor Tablets 50 g is out of stock" });

    const pack = packs[5];
    await addToCart(asha, pack);
    await db.updateTable("pack_stock").set({ quantity: 0 }).where("pack_id", "=", pack.id).execute();
    const cart = await checkoutCart(asha);
    expect(cart.items[0]).toMatchObject({ valid: false, message: expect.stringMatching(/ is out of stock$/) });
    expect(cart.serviceable).toBe(false);
    expect(cart.message).toBe("Some items are out of stock or fewer are left; change them to check out");
    await db.updateTable("pack_stock").set({ quantity: 300 }).where("pack_id", "=", pack.id).execute();
    await post("/api/cart/remove", { pack_id: pack.id, remove: true }, asha.cookie);
  });
});

describe("units held by orders", () => {
  it("a cash order takes its units at placement and cancelling it puts them back", async () => {
    const pack = packs[6];
    const before = await shelf(pack.id);
    const placed = await placeCartAs(asha, pack, "cod", 3);
    expect(await shelf(pack.id)).toBe(before - 3);
    expect((await post(`/api/account/orders/${placed.id}/cancel`, { reason: "Ordered by mistake" }, asha.cookie)).status).toBe(200);
    expect(await shelf(pack.id)).toBe(before);
    expect((await order(placed.id)).stock_returned_at).not.toBeNull();
  });

  it("an unpaid online order keeps its units for the hold, then is cancelled and gives them back, once", async () => {
    process.env.STOCK_HOLD_MINUTES = "1";
    const pack = packs[7];
    const before = await shelf(pack.id);
    const placedAt = new Date();
    const placed = await placeCartAs(asha, pack, "razorpay", 2);
    expect(await shelf(pack.id)).toBe(before - 2);

    expect(await releaseExpiredHolds(db, new Date(placedAt.getTime() + 30_000))).toBe(0);
    expect(await shelf(pack.id)).toBe(before - 2);

    const later = new Date(Date.now() + 61_000);
    const released = await Promise.all([releaseExpiredHolds(db, later), releaseExpiredHolds(db, later), releaseExpiredHolds(db, later)]);
    expect(released.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await shelf(pack.id)).toBe(before);
    const expired = await order(placed.id);
    expect(expired.status).toBe("cancelled");
    const events = await db.selectFrom("order_events").select("note").where("order_id", "=", placed.id).execute();
    expect(events.map((event) => event.note)).toContain(holdExpiredNote(1));
    // It can no longer be paid.
    expect((await post(`/api/payments/razorpay/${placed.id}`, {}, asha.cookie)).status).toBe(400);
  });

  it("a paid online order keeps its units after the hold", async () => {
    process.env.STOCK_HOLD_MINUTES = "1";
    const pack = packs[8];
    const before = await shelf(pack.id);
    const placed = await placeCartAs(asha, pack, "razorpay");
    const start = razorpayStartSchema.parse((await post(`/api/payments/razorpay/${placed.id}`, {}, asha.cookie)).json);
    const paid = (await (await fetch(`${gateways.url}/v1/__test/orders/${start.order_id}/pay`, { method: "POST", body: "{}" })).json()) as Record<string, unknown>;
    expect((await post(`/api/payments/razorpay/${placed.id}/verify`, paid, asha.cookie)).status).toBe(200);

    expect(await releaseExpiredHolds(db, new Date(Date.now() + 120_000))).toBe(0);
    expect(await shelf(pack.id)).toBe(before - 1);
    expect((await order(placed.id)).status).toBe("confirmed");
  });

  it("the in-process job releases a short hold on its own", async () => {
    process.env.STOCK_HOLD_MINUTES = "0.02";
    const pack = packs[9];
    const before = await shelf(pack.id);
    const placed = await placeCartAs(asha, pack, "razorpay");
    expect(await shelf(pack.id)).toBe(before - 1);
    startStockHoldJob(ensureDatabase);
    while ((await order(placed.id)).status !== "cancelled") await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await shelf(pack.id)).toBe(before);
  });
});

describe("notify me and the operator's stock write", () => {
  it("records one open request per shopper and pack, refuses one for a pack in stock, and lists it in the account", async () => {
    const camphor = await packOf("shubh-clean-camphor-tablets", "50 g");
    for (let time = 0; time < 2; time += 1) {
      const asked = await post("/api/account/stock-alerts", { pack_id: camphor.id }, asha.cookie);
      expect(asked).toMatchObject({ status: 200, json: { message: STOCK_ALERT_MESSAGES.requested } });
    }
    const inStock = await post("/api/account/stock-alerts", { pack_id: packs[0].id }, asha.cookie);
    expect(inStock).toMatchObject({ status: 400, json: { message: STOCK_ALERT_MESSAGES.inStock } });
    expect((await post("/api/account/stock-alerts", { pack_id: camphor.id })).status).toBe(401);
    const open = await call("/api/account/stock-alerts", { cookie: asha.cookie });
    expect(open.json).toEqual({ data: [expect.objectContaining({ pack_id: camphor.id, product_name: "Shubh Clean Camphor Tablets", pack_name: "50 g" })] });
  });

  it("is refused without the operator token, and validates the count", async () => {
    const camphor = await packOf("shubh-clean-camphor-tablets", "50 g");
    expect((await setStock(camphor.id, { quantity: 5 })).status).toBe(403);
    process.env.OPERATOR_TOKEN = TOKEN;
    expect((await setStock(camphor.id, { quantity: 5 }, "wrong")).status).toBe(401);
    const negative = await setStock(camphor.id, { quantity: -1 });
    expect(negative).toMatchObject({ status: 400, json: { message: "quantity must be a whole number from 0 to 1000000" } });
    expect((await setStock(999_999, { quantity: 1 })).status).toBe(404);
  });

  it("raising an out-of-stock pack sends each waiting shopper one message, closes the request and refreshes the pages", async () => {
    process.env.OPERATOR_TOKEN = TOKEN;
    const camphor = await packOf("shubh-clean-camphor-tablets", "50 g");
    const stale: string[][] = [];
    const stop = onInvalidate((tags) => void stale.push(tags));
    sent.length = 0;
    try {
      const raised = await setStock(camphor.id, { quantity: 4 });
      expect(raised).toMatchObject({ status: 200, json: { pack_id: camphor.id, quantity: 4, stock_status: "low_stock", alerts_sent: 1 } });
      expect(sent).toEqual([
        { phone: "9876543210", message: "Shubh Clean Camphor Tablets 50 g is back in stock. Order it here: http://localhost:3000/products/shubh-clean-camphor-tablets" },
      ]);
      expect(stale).toContainEqual(productChangeTags(1, camphor.product_id));
      expect((await call("/api/account/stock-alerts", { cookie: asha.cookie })).json).toEqual({ data: [] });

      const again = await setStock(camphor.id, { quantity: 40 });
      expect(again.json).toMatchObject({ stock_status: "in_stock", alerts_sent: 0 });
      expect(sent).toHaveLength(1);
      const product = (await call("/api/products/shubh-clean-camphor-tablets")).json as { packs: { in_stock: boolean; stock_status: string }[] };
      expect(product.packs[0]).toMatchObject({ in_stock: true, stock_status: "in_stock" });
    } finally {
      stop();
    }
  });

  it("answers a request in the language of the page it came from, linking to the page in it", async () => {
    process.env.OPERATOR_TOKEN = TOKEN;
    const camphor = await packOf("shubh-clean-camphor-tablets", "50 g");
    expect((await setStock(camphor.id, { quantity: 0 })).status).toBe(200);
    const asked = await post("/api/account/stock-alerts", { pack_id: camphor.id }, asha.cookie, { headers: { "x-store-language": "kn" } });
    expect(asked.status).toBe(200);
    sent.length = 0;
    expect((await setStock(camphor.id, { quantity: 6 })).json).toMatchObject({ alerts_sent: 1 });
    expect(sent).toEqual([
      {
        phone: "9876543210",
        message: "Shubh Clean Camphor Tablets 50 g ಮತ್ತೆ ಸ್ಟಾಕ್‌ನಲ್ಲಿದೆ. ಇಲ್ಲಿ ಆರ್ಡರ್ ಮಾಡಿ: http://localhost:3000/kn/products/shubh-clean-camphor-tablets",
      },
    ]);

    // A language the website does not offer is its default language.
    expect((await setStock(camphor.id, { quantity: 0 })).status).toBe(200);
    await post("/api/account/stock-alerts", { pack_id: camphor.id }, asha.cookie, { headers: { "x-store-language": "ta" } });
    sent.length = 0;
    expect((await setStock(camphor.id, { quantity: 6 })).json).toMatchObject({ alerts_sent: 1 });
    expect(sent).toEqual([
      { phone: "9876543210", message: "Shubh Clean Camphor Tablets 50 g is back in stock. Order it here: http://localhost:3000/products/shubh-clean-camphor-tablets" },
    ]);
  });
});
