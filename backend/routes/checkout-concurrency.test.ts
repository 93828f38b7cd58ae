import type { Kysely } from "kysely";
import { ensureDatabase } from "@/backend/ensure-database";
import type { Database } from "@/backend/db/schema";
import { PLACE_MESSAGES } from "@/backend/services/orders/place-order";
import {
  addToCart,
  checkoutCart,
  deliverablePacks,
  newKey,
  placeBody,
  placeOrderCall,
  type SellablePack,
  type Shopper,
} from "@/backend/test/orders";
import { signedInCookie, post } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import type { PlaceOrderBody } from "@/lib/api/schemas/checkout";
import { COUPON_MESSAGES } from "@/backend/services/coupons";
import { orderSequences, placedOrders, placeOrdersThenKill, storeCustomers } from "@/backend/test/placement-races";

/**
 * Placements that race each other, as shoppers cause them: a double tap from two tabs, a retry with a
 * new key after a timeout, one customer signed in on several devices, many customers at once. On
 * PostgreSQL these run truly in parallel (CI runs the backend suite there too); on SQLite they queue.
 */
withTestDatabase();
// Dozens of shoppers and a server process of its own: more than Jest's default five seconds on a busy machine.
jest.setTimeout(180_000);

let db: Kysely<Database>;
let packs: SellablePack[];

beforeAll(async () => {
  db = await ensureDatabase();
  packs = await deliverablePacks(db);
});

const ordersOf = (userId: number) => db.selectFrom("orders").selectAll().where("user_id", "=", userId).execute();
const cartLines = (userId: number) =>
  db.selectFrom("cart_items").innerJoin("carts", "carts.id", "cart_items.cart_id").select("cart_items.quantity").where("carts.user_id", "=", userId).execute();

/** Two units of each pack, cheapest first, until the goods are worth at least `rupees`. */
async function cartWorth(who: Shopper, rupees: number) {
  let paise = 0;
  for (const pack of packs) {
    if (paise >= rupees * 100) return;
    await addToCart(who, pack, 2);
    paise += pack.price * 2;
  }
}

describe("one cart placed many times at once", () => {
  it("makes one order; every other placement, whatever its key, is told the cart is empty", async () => {
    const [asha] = await storeCustomers(db, 1, "91");
    await addToCart(asha, packs[0], 2);
    const cart = await checkoutCart(asha);
    const bodies = Array.from({ length: 10 }, () => placeBody(cart, asha));

    const answers = await Promise.all(bodies.map((body) => placeOrderCall(body, asha.cookie)));

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(9);
    for (const answer of refused) expect(answer).toMatchObject({ status: 422, json: { message: PLACE_MESSAGES.emptyCart } });
    const orders = await ordersOf(asha.userId);
    expect(orders).toHaveLength(1);
    expect(await cartLines(asha.userId)).toEqual([]);
  });

  it("answers the same order to every request that repeats one idempotency key", async () => {
    const [ravi] = await storeCustomers(db, 1, "92");
    await addToCart(ravi, packs[1]);
    const body = placeBody(await checkoutCart(ravi), ravi);

    const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrderCall(body, ravi.cookie)));

    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((answer) => (answer.json as { id: number }).id));
    expect(ids.size).toBe(1);
    expect(await ordersOf(ravi.userId)).toHaveLength(1);
  });
});

describe("coupon limits under concurrent placements", () => {
  it("uses a once-per-customer coupon once when the customer places from five sessions at once", async () => {
    const [meera] = await storeCustomers(db, 1, "93");
    await cartWorth(meera, 600);
    expect((await post("/api/apply/coupon", { code: "WELCOME10" }, meera.cookie)).status).toBe(200);
    const cart = await checkoutCart(meera);
    expect(cart.offercode).toBe("WELCOME10");
    const sessions = await Promise.all(Array.from({ length: 5 }, async () => (await signedInCookie(meera.phone)).cookie));

    const answers = await Promise.all(sessions.map((cookie) => placeOrderCall(placeBody(cart, meera), cookie)));

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const coupon = await db.selectFrom("coupons").select("id").where("website_id", "=", 1).where("code", "=", "WELCOME10").executeTakeFirstOrThrow();
    const uses = await db.selectFrom("coupon_redemptions").selectAll().where("coupon_id", "=", coupon.id).where("user_id", "=", meera.userId).execute();
    expect(uses).toHaveLength(1);
    expect(await ordersOf(meera.userId)).toHaveLength(1);
  });

  it("lets only as many customers use a coupon as its total limit allows, however many place at once", async () => {
    const { id: couponId } = await db
      .insertInto("coupons")
      .values({
        website_id: 1,
        code: "LASTONE",
        description: null,
        kind: "flat",
        value: 1_000,
        min_order: 0,
        max_discount: null,
        valid_from: "2020-01-01T00:00:00.000Z",
        valid_to: "2099-01-01T00:00:00.000Z",
        total_limit: 1,
        per_customer_limit: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const customers = await storeCustomers(db, 5, "94");
    const bodies: PlaceOrderBody[] = [];
    for (const customer of customers) {
      await cartWorth(customer, 100);
      expect((await post("/api/apply/coupon", { code: "LASTONE" }, customer.cookie)).status).toBe(200);
      bodies.push(placeBody(await checkoutCart(customer), customer));
    }

    const answers = await Promise.all(customers.map((customer, index) => placeOrderCall(bodies[index], customer.cookie)));

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect(answer).toMatchObject({ status: 422, json: { message: expect.stringContaining(COUPON_MESSAGES.totalLimit) } });
    }
    expect(await db.selectFrom("coupon_redemptions").selectAll().where("coupon_id", "=", couponId).execute()).toHaveLength(1);
  });
});

describe("many customers placing at the same moment", () => {
  it("places every order, with order numbers unique and without gaps", async () => {
    const customers = await storeCustomers(db, 10, "95");
    for (let round = 0; round < 5; round += 1) {
      const bodies: PlaceOrderBody[] = [];
      for (const [index, customer] of customers.entries()) {
        await addToCart(customer, packs[(round + index) % packs.length]);
        bodies.push(placeBody(await checkoutCart(customer), customer));
      }
      const answers = await Promise.all(customers.map((customer, index) => placeOrderCall(bodies[index], customer.cookie)));
      expect(answers.map((answer) => [answer.status, answer.text])).toEqual(Array(10).fill([200, expect.any(String)]));
    }

    const placed = await placedOrders(db, customers);
    expect(placed).toHaveLength(50);
    const sequences = await orderSequences(db, 1);
    expect(new Set(sequences).size).toBe(sequences.length);
    expect(sequences).toEqual(sequences.map((_, index) => sequences[0] + index));
  });
});

describe("a server killed while orders are being placed", () => {
  it("leaves no half order, no cart emptied without an order, and no skipped or repeated number", async () => {
    const customers = await storeCustomers(db, 20, "96");
    const bodies: PlaceOrderBody[] = [];
    for (const [index, customer] of customers.entries()) {
      await addToCart(customer, packs[index % packs.length], 2);
      bodies.push({ ...placeBody(await checkoutCart(customer), customer), idempotency_key: newKey() });
    }

    const answered = await placeOrdersThenKill(customers, bodies);

    const placed = await placedOrders(db, customers);
    for (const order of placed) {
      expect(order.items).toBeGreaterThan(0);
      expect(order.deliveries).toBeGreaterThan(0);
      expect(order.events).toBeGreaterThan(0);
    }
    for (const number of answered) expect(placed.map((order) => order.order_number)).toContain(number);
    for (const customer of customers) {
      const hasOrder = placed.some((order) => order.user_id === customer.userId);
      expect({ customer: customer.phone, lines: (await cartLines(customer.userId)).length }).toEqual({ customer: customer.phone, lines: hasOrder ? 0 : 1 });
    }
    const sequences = await orderSequences(db, 1);
    expect(sequences).toEqual(sequences.map((_, index) => sequences[0] + index));
    const counter = await db.selectFrom("order_counters").select("last_sequence").where("website_id", "=", 1).executeTakeFirstOrThrow();
    expect(counter.last_sequence).toBe(sequences[sequences.length - 1]);
  });
});
