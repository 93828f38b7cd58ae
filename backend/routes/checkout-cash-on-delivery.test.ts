import type { Kysely } from "kysely";
import { ensureDatabase } from "@/backend/ensure-database";
import type { Database } from "@/backend/db/schema";
import { CASH_ON_DELIVERY_MESSAGES } from "@/backend/services/cart/cash-on-delivery";
import { addToCart, checkoutCart, deliverablePacks, placeBody, placeOrderCall, shopper, type SellablePack } from "@/backend/test/orders";
import { withTestDatabase } from "@/backend/test/database";

withTestDatabase();
jest.setTimeout(60_000);

let db: Kysely<Database>;
let pack: SellablePack;

beforeAll(async () => {
  db = await ensureDatabase();
  [pack] = await deliverablePacks(db);
});

/** The delivery area that serves 560001 from the pack's warehouse: the one the cart is sent from. */
const area = () =>
  db.updateTable("warehouse_pincodes").where("warehouse_id", "=", pack.warehouse_id).where("pincode", "=", "560001");

const warehouseName = async () => (await db.selectFrom("warehouses").select("name").where("id", "=", pack.warehouse_id).executeTakeFirstOrThrow()).name;

describe("cash on delivery per delivery area", () => {
  afterEach(async () => {
    await area().set({ cod_enabled: 1, cod_limit: null }).execute();
  });

  it("is not offered, and a cash placement is refused, where the area takes no cash", async () => {
    const who = await shopper("9876543214");
    const ordersOf = () => db.selectFrom("orders").select("id").where("user_id", "=", who.userId).execute();
    const before = await ordersOf();
    await addToCart(who, pack);
    await area().set({ cod_enabled: 0 }).execute();

    const cart = await checkoutCart(who, "cod");
    expect(cart.paymentMethods.map((method) => method.code)).not.toContain("cod");
    expect(cart.cod_unavailable).toBe(CASH_ON_DELIVERY_MESSAGES.off(await warehouseName()));

    const placed = await placeOrderCall(placeBody(cart, who, "cod"), who.cookie);
    expect(placed.status).toBe(422);
    expect(placed.json).toEqual({ message: CASH_ON_DELIVERY_MESSAGES.off(await warehouseName()) });
    expect(await ordersOf()).toEqual(before);
  });

  it("is refused above the area's limit and taken up to it", async () => {
    const who = await shopper("9876543215");
    await addToCart(who, pack, 2);
    const totalPaise = Math.round((await checkoutCart(who, "cod")).total * 100);

    await area().set({ cod_limit: totalPaise - 1 }).execute();
    const over = await checkoutCart(who, "cod");
    expect(over.cod_unavailable).toBe(CASH_ON_DELIVERY_MESSAGES.overLimit(totalPaise - 1));
    const refused = await placeOrderCall(placeBody(over, who, "cod"), who.cookie);
    expect(refused.status).toBe(422);
    expect(refused.json).toEqual({ message: CASH_ON_DELIVERY_MESSAGES.overLimit(totalPaise - 1) });

    await area().set({ cod_limit: totalPaise }).execute();
    const within = await checkoutCart(who, "cod");
    expect(within.cod_unavailable).toBe("");
    expect(within.paymentMethods.find((method) => method.code === "cod")?.selected).toBe(true);
    expect((await placeOrderCall(placeBody(within, who, "cod"), who.cookie)).status).toBe(200);
  });
});
