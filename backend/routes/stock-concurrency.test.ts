import type { Kysely } from "kysely";
import { ensureDatabase } from "@/backend/ensure-database";
import type { Database } from "@/backend/db/schema";
import { addToCart, checkoutCart, deliverablePacks, newKey, placeBody, placeOrderCall, type SellablePack } from "@/backend/test/orders";
import { withTestDatabase } from "@/backend/test/database";
import { placeOrdersThenKill, storeCustomers, type Customer } from "@/backend/test/placement-races";
import { shortOfStockMessage } from "@/lib/api/schemas/stock";
import type { PlaceOrderBody } from "@/lib/api/schemas/checkout";

/**
 * The last units of a pack, wanted by more shoppers than there are units, all placing at once. On
 * PostgreSQL the placements run truly in parallel (CI runs the backend suite there too); on SQLite
 * they queue. Either way no unit is sold twice and no count goes below zero.
 */
withTestDatabase();
// Thirty shoppers and a server process of its own: more than Jest's default five seconds on a busy machine.
jest.setTimeout(240_000);

let db: Kysely<Database>;
let packs: SellablePack[];

beforeAll(async () => {
  db = await ensureDatabase();
  packs = await deliverablePacks(db);
});

const shelf = async (pack: SellablePack) =>
  (await db.selectFrom("pack_stock").select("quantity").where("pack_id", "=", pack.id).where("warehouse_id", "=", pack.warehouse_id).executeTakeFirstOrThrow()).quantity;

const setShelf = (pack: SellablePack, quantity: number) =>
  db.updateTable("pack_stock").set({ quantity }).where("pack_id", "=", pack.id).where("warehouse_id", "=", pack.warehouse_id).execute();

/** Units of the pack in the customers' orders. */
async function unitsOrdered(pack: SellablePack, customers: Customer[]) {
  const rows = await db
    .selectFrom("order_items")
    .innerJoin("orders", "orders.id", "order_items.order_id")
    .select(["order_items.quantity", "orders.user_id"])
    .where("order_items.pack_id", "=", pack.id)
    .where("orders.user_id", "in", customers.map((customer) => customer.userId))
    .execute();
  return { orders: rows.length, units: rows.reduce((sum, row) => sum + row.quantity, 0) };
}

async function packName(pack: SellablePack) {
  return db
    .selectFrom("packs")
    .innerJoin("products", "products.id", "packs.product_id")
    .select(["products.name as product", "packs.name as pack"])
    .where("packs.id", "=", pack.id)
    .executeTakeFirstOrThrow();
}

/** Each customer with one unit of the pack in the cart and the body their checkout would send. */
async function oneUnitEach(customers: Customer[], pack: SellablePack): Promise<PlaceOrderBody[]> {
  const bodies: PlaceOrderBody[] = [];
  for (const customer of customers) {
    await addToCart(customer, pack);
    bodies.push({ ...placeBody(await checkoutCart(customer), customer), idempotency_key: newKey() });
  }
  return bodies;
}

describe("the last five units, thirty shoppers at once", () => {
  it("makes exactly five orders; the other twenty-five hear the pack is out of stock; the shelf ends at zero", async () => {
    const pack = packs[2];
    await setShelf(pack, 5);
    const customers = await storeCustomers(db, 30, "81");
    const bodies = await oneUnitEach(customers, pack);

    const answers = await Promise.all(customers.map((customer, index) => placeOrderCall(bodies[index], customer.cookie)));

    const { product, pack: label } = await packName(pack);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(25);
    for (const answer of refused) expect(answer).toMatchObject({ status: 422, json: { message: shortOfStockMessage(product, label, 0) } });
    expect(await unitsOrdered(pack, customers)).toEqual({ orders: 5, units: 5 });
    expect(await shelf(pack)).toBe(0);
  });

  it("refuses with how many are left when a cart wants more than the shelf holds", async () => {
    const pack = packs[3];
    const [asha] = await storeCustomers(db, 1, "82");
    await addToCart(asha, pack, 3);
    await setShelf(pack, 2);
    const cart = await checkoutCart(asha);
    const { product, pack: label } = await packName(pack);
    expect(cart.items[0]).toMatchObject({ valid: false, message: shortOfStockMessage(product, label, 2) });
    expect(shortOfStockMessage(product, label, 2)).toBe(`Only 2 left of ${product} ${label}`);

    const answer = await placeOrderCall(placeBody(cart, asha), asha.cookie);

    expect(answer).toMatchObject({ status: 422, json: { message: `Only 2 left of ${product} ${label}` } });
    expect(await shelf(pack)).toBe(2);
  });
});

describe("a server killed while the last units are being ordered", () => {
  it("leaves the shelf at the starting count minus the units of the orders that committed", async () => {
    const pack = packs[4];
    await setShelf(pack, 8);
    const customers = await storeCustomers(db, 20, "83");
    const bodies = await oneUnitEach(customers, pack);

    const answered = await placeOrdersThenKill(customers, bodies);

    const committed = await unitsOrdered(pack, customers);
    expect(committed.orders).toBeGreaterThanOrEqual(answered.length);
    expect(committed.orders).toBeLessThanOrEqual(8);
    expect(await shelf(pack)).toBe(8 - committed.units);
  });
});
