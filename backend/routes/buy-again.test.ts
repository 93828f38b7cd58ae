import type { Kysely } from "kysely";
import { ensureDatabase } from "@/backend/ensure-database";
import type { Database } from "@/backend/db/schema";
import { addToCart, checkoutCart, deliverablePacks, emptyCart, placeBody, placeOrderCall, shopper, type SellablePack, type Shopper } from "@/backend/test/orders";
import { call } from "@/backend/test/request";
import { post, signedInCookie } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import { buyAgainSchema, orderAgainResultSchema } from "@/lib/api/schemas/buy-again";
import { cartSchema } from "@/lib/api/schemas";
import { formatPrice } from "@/lib/format";

withTestDatabase();
jest.setTimeout(90_000);

type Pack = SellablePack & { product_id: number; label: string };

/** Units on the shelf of every pack the tests use, more than any test orders. */
const SHELF = 500;

let db: Kysely<Database>;
/** One deliverable pack of each of several products, so lines never share a product. */
let packs: Pack[];

beforeAll(async () => {
  db = await ensureDatabase();
  const deliverable = await deliverablePacks(db);
  const details = await db
    .selectFrom("packs")
    .innerJoin("products", "products.id", "packs.product_id")
    .select(["packs.id", "packs.product_id", "packs.name as pack_name", "products.name"])
    .where("packs.id", "in", deliverable.map((pack) => pack.id))
    .execute();
  const byId = new Map(details.map((row) => [row.id, row]));
  const seen = new Set<number>();
  packs = deliverable.flatMap((pack) => {
    const row = byId.get(pack.id)!;
    if (seen.has(row.product_id)) return [];
    seen.add(row.product_id);
    return [{ ...pack, product_id: row.product_id, label: `${row.name} ${row.pack_name}` }];
  });
  expect(packs.length).toBeGreaterThanOrEqual(5);
});

/** Each test changes prices, sales and shelves as it needs; they are put back after it. */
afterEach(async () => {
  delete process.env.CART_MAX_LINE_QUANTITY;
  for (const pack of packs) {
    await db.updateTable("packs").set({ price: pack.price, active: 1 }).where("id", "=", pack.id).execute();
    await db.updateTable("products").set({ active: 1 }).where("id", "=", pack.product_id).execute();
    await setStock(pack, SHELF);
  }
});

/** A cash order of these packs (units each), placed through the API; the cart is emptied after. */
async function placeOrder(who: Shopper, lines: [Pack, number][]) {
  for (const [pack, units] of lines) await addToCart(who, pack, units);
  const placed = await placeOrderCall(placeBody(await checkoutCart(who), who), who.cookie);
  expect(placed.status).toBe(200);
  await emptyCart(who.userId);
  return placed.json as { id: number; order_number: string };
}

const orderAgain = (id: number, cookie?: string) => post(`/api/account/orders/${id}/order-again`, {}, cookie);
const setStock = (pack: Pack, quantity: number) =>
  db.updateTable("pack_stock").set({ quantity }).where("pack_id", "=", pack.id).where("warehouse_id", "=", pack.warehouse_id).execute();
const cartLines = async (who: Shopper) =>
  Object.fromEntries(cartSchema.parse((await call("/api/cart", { cookie: who.cookie })).json).items.map((item) => [item.pack_id, item.quantity]));

describe("order again", () => {
  let asha: Shopper;
  beforeAll(async () => {
    asha = await shopper("9876543210");
  });
  afterEach(() => emptyCart(asha.userId));

  it("is the owner's only: another customer hears 404 like for a missing order, a guest 401, a forged write 403", async () => {
    const order = await placeOrder(asha, [[packs[0], 1]]);
    const priya = await signedInCookie("9876543214");

    const stranger = await orderAgain(order.id, priya.cookie);
    expect(stranger.status).toBe(404);
    expect(stranger.json).toEqual({ message: "Order not found" });
    expect(await db.selectFrom("carts").innerJoin("cart_items", "cart_items.cart_id", "carts.id").select("cart_items.pack_id").where("carts.user_id", "=", priya.userId).execute()).toEqual([]);

    expect((await orderAgain(order.id)).status).toBe(401);
    expect((await orderAgain(999_999, asha.cookie)).status).toBe(404);
    const forged = await call(`/api/account/orders/${order.id}/order-again`, { method: "POST", cookie: asha.cookie });
    expect(forged.status).toBe(403);
    expect(await cartLines(asha)).toEqual({});
  });

  it("adds every pack still sold at today's price and says what was left out and why", async () => {
    const [repriced, offSale, soldOut, scarce, same] = packs;
    const order = await placeOrder(asha, [
      [repriced, 2],
      [offSale, 1],
      [soldOut, 1],
      [scarce, 3],
      [same, 1],
    ]);
    await db.updateTable("packs").set({ price: repriced.price - 100 }).where("id", "=", repriced.id).execute();
    await db.updateTable("packs").set({ active: 0 }).where("id", "=", offSale.id).execute();
    await setStock(soldOut, 0);
    await setStock(scarce, 1);

    const answer = await orderAgain(order.id, asha.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const result = orderAgainResultSchema.parse(answer.json);
    const rupees = (paise: number) => paise / 100;
    expect(result.added).toEqual([
      { pack_id: repriced.id, label: repriced.label, quantity: 2, price: rupees(repriced.price - 100) },
      { pack_id: scarce.id, label: scarce.label, quantity: 1, price: rupees(scarce.price) },
      { pack_id: same.id, label: same.label, quantity: 1, price: rupees(same.price) },
    ]);
    expect(result.price_changed).toEqual([{ pack_id: repriced.id, label: repriced.label, old_price: rupees(repriced.price), new_price: rupees(repriced.price - 100) }]);
    expect(result.left_out).toEqual([
      { pack_id: offSale.id, label: offSale.label, quantity: 1, reason: "noLongerSold", left: null },
      { pack_id: soldOut.id, label: soldOut.label, quantity: 1, reason: "outOfStock", left: null },
      { pack_id: scarce.id, label: scarce.label, quantity: 2, reason: "outOfStock", left: 1 },
    ]);
    const price = (paise: number) => formatPrice(paise / 100);
    expect(result.message).toBe(
      [
        "Added 4 items to your cart at today's prices.",
        `Price changed: ${repriced.label}, now ${price(repriced.price - 100)} (was ${price(repriced.price)}).`,
        `Left out: 1 × ${offSale.label} (no longer sold); 1 × ${soldOut.label} (out of stock); 2 × ${scarce.label} (only 1 left).`,
      ].join("\n"),
    );
    // The cart is priced on the server at today's prices.
    const priced = Object.fromEntries(result.cart.items.map((item) => [item.pack_id, [item.quantity, item.price]]));
    expect(priced).toEqual({ [repriced.id]: [2, rupees(repriced.price - 100)], [scarce.id]: [1, rupees(scarce.price)], [same.id]: [1, rupees(same.price)] });
    expect(await cartLines(asha)).toEqual({ [repriced.id]: 2, [scarce.id]: 1, [same.id]: 1 });
  });

  it("keeps to the line limit and adds to what the cart already holds", async () => {
    const [pack, other] = packs;
    const order = await placeOrder(asha, [
      [pack, 3],
      [other, 1],
    ]);
    process.env.CART_MAX_LINE_QUANTITY = "4";
    await addToCart(asha, pack, 2);

    const result = orderAgainResultSchema.parse((await orderAgain(order.id, asha.cookie)).json);
    expect(result.added.map((line) => [line.pack_id, line.quantity])).toEqual([
      [pack.id, 2],
      [other.id, 1],
    ]);
    expect(result.left_out).toEqual([{ pack_id: pack.id, label: pack.label, quantity: 1, reason: "lineLimit", left: null }]);
    expect(result.message).toBe(`Added 3 items to your cart at today's prices.\nLeft out: 1 × ${pack.label} (your cart holds the most allowed).`);
    expect(await cartLines(asha)).toEqual({ [pack.id]: 4, [other.id]: 1 });

    const again = orderAgainResultSchema.parse((await orderAgain(order.id, asha.cookie)).json);
    expect(again.added.map((line) => [line.pack_id, line.quantity])).toEqual([[other.id, 1]]);
    expect(await cartLines(asha)).toEqual({ [pack.id]: 4, [other.id]: 2 });
  });

  it("says so when nothing could be added", async () => {
    const [pack] = packs;
    const order = await placeOrder(asha, [[pack, 1]]);
    await setStock(pack, 0);
    const result = orderAgainResultSchema.parse((await orderAgain(order.id, asha.cookie)).json);
    expect(result.added).toEqual([]);
    expect(result.message).toBe(`Nothing from this order could be added to your cart.\nLeft out: 1 × ${pack.label} (out of stock).`);
    expect(await cartLines(asha)).toEqual({});
  });
});

describe("buy again", () => {
  const buyAgain = (cookie?: string) => call("/api/account/buy-again", { cookie });
  const productIds = async (cookie: string) => buyAgainSchema.parse((await buyAgain(cookie)).json).data.map((product) => product.product_id);

  it("lists products of the latest orders, the most often ordered first, still sold, never cancelled ones; private", async () => {
    const vikram = await shopper("9876543213");
    expect(await productIds(vikram.cookie)).toEqual([]);
    const [usual, sometimes, once, dropped, cancelledOnly] = packs;
    await placeOrder(vikram, [[sometimes, 1], [usual, 1]]);
    await placeOrder(vikram, [[usual, 1], [once, 2], [dropped, 1]]);
    await placeOrder(vikram, [[sometimes, 1], [usual, 1]]);
    const cancelled = await placeOrder(vikram, [[cancelledOnly, 1]]);
    expect((await post(`/api/account/orders/${cancelled.id}/cancel`, { reason: "Ordered by mistake" }, vikram.cookie)).status).toBe(200);
    await db.updateTable("products").set({ active: 0 }).where("id", "=", dropped.product_id).execute();

    const answer = await buyAgain(vikram.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const products = buyAgainSchema.parse(answer.json).data;
    expect(products.map((product) => product.product_id)).toEqual([usual.product_id, sometimes.product_id, once.product_id]);
    // Today's packs and prices, as a product card shows them.
    expect(products[0].packs.find((pack) => pack.pack_id === usual.id)?.price).toBe(usual.price / 100);

    // Someone else's orders never show, and a guest is asked to sign in.
    expect(await productIds((await signedInCookie("9876543211")).cookie)).toEqual([]);
    expect((await buyAgain()).status).toBe(401);
  });
});
