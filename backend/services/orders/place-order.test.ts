import type { Kysely } from "kysely";
import { ensureDatabase } from "@/backend/ensure-database";
import type { Database } from "@/backend/db/schema";
import { addToCart, checkoutCart, deliverablePacks, emptyCart, placeBody, shopper, type SellablePack, type Shopper } from "@/backend/test/orders";
import { withTestDatabase } from "@/backend/test/database";
import { paise } from "@/backend/services/money";
import type { PlaceOrderBody } from "@/lib/api/schemas/checkout";
import { placeOrder } from "./place-order";

withTestDatabase();

let db: Kysely<Database>;
let packs: SellablePack[];
let asha: Shopper;
const website = { id: 1, name: "Test store" };
/** Asha places on website 1 with the body her checkout page would send. */
const place = (body: PlaceOrderBody) => placeOrder(db, { userId: asha.userId, websiteId: 1 }, website, { ...body, notes: body.notes ?? "" });

beforeAll(async () => {
  db = await ensureDatabase();
  packs = await deliverablePacks(db);
  asha = await shopper("9876543210");
});

beforeEach(() => emptyCart(asha.userId));

const ordersOf = (userId: number) => db.selectFrom("orders").select("id").where("user_id", "=", userId).execute();

describe("placeOrder refusals", () => {
  it("names an empty cart", async () => {
    const cart = await checkoutCart(asha);
    await expect(place(placeBody(cart, asha))).resolves.toEqual({ ok: false, reason: "cartEmpty" });
  });

  it("names an address that is not the shopper's", async () => {
    await addToCart(asha, packs[0]);
    const body = placeBody(await checkoutCart(asha), asha, "cod", { address_id: 999_999 });
    await expect(place(body)).resolves.toEqual({ ok: false, reason: "unknownAddress" });
  });

  it("names a payment method the store does not offer", async () => {
    await addToCart(asha, packs[0]);
    const body = placeBody(await checkoutCart(asha), asha, "barter");
    await expect(place(body)).resolves.toEqual({ ok: false, reason: "noPaymentMethod" });
  });

  it("names a delivery group without a chosen slot", async () => {
    await addToCart(asha, packs[0]);
    const cart = await checkoutCart(asha);
    const body = placeBody(cart, asha, "cod", { deliveries: [] });
    await expect(place(body)).resolves.toEqual({ ok: false, reason: "noSlot", group: cart.grouped_items[0].name });
  });

  it("names a changed total with the new one, and places nothing", async () => {
    await addToCart(asha, packs[0]);
    const cart = await checkoutCart(asha);
    const before = await ordersOf(asha.userId);
    const body = placeBody(cart, asha, "cod", { expected_total: cart.total + 1 });
    await expect(place(body)).resolves.toEqual({ ok: false, reason: "pricesChanged", totalPaise: paise(cart.total) });
    expect(await ordersOf(asha.userId)).toHaveLength(before.length);
  });

  it("names a line the shelf can no longer fill, with the units left", async () => {
    const [pack] = packs;
    await addToCart(asha, pack);
    const body = placeBody(await checkoutCart(asha), asha);
    const shelf = () => db.selectFrom("pack_stock").select("quantity").where("pack_id", "=", pack.id).where("warehouse_id", "=", pack.warehouse_id);
    const { quantity } = await shelf().executeTakeFirstOrThrow();
    await db.updateTable("pack_stock").set({ quantity: 0 }).where("pack_id", "=", pack.id).where("warehouse_id", "=", pack.warehouse_id).execute();
    try {
      const [line] = (await checkoutCart(asha)).items;
      expect(line.message).not.toBe("");
      await expect(place(body)).resolves.toEqual({ ok: false, reason: "shortOfStock", line: { name: line.name, pack: line.pack }, left: 0 });
    } finally {
      await db.updateTable("pack_stock").set({ quantity }).where("pack_id", "=", pack.id).where("warehouse_id", "=", pack.warehouse_id).execute();
    }
  });

  it("names a line whose pack is no longer sold", async () => {
    const [pack] = packs;
    await addToCart(asha, pack);
    const body = placeBody(await checkoutCart(asha), asha);
    await db.updateTable("packs").set({ active: 0 }).where("id", "=", pack.id).execute();
    try {
      const [line] = (await checkoutCart(asha)).items;
      await expect(place(body)).resolves.toEqual({ ok: false, reason: "packUnavailable", line: { name: line.name, pack: line.pack } });
    } finally {
      await db.updateTable("packs").set({ active: 1 }).where("id", "=", pack.id).execute();
    }
  });

  it("names a line no delivery area serves at the address's pincode", async () => {
    const faraway = await shopper("9876543210", "700001");
    await addToCart(asha, packs[0]);
    const cart = await checkoutCart(asha);
    const [line] = (await checkoutCart(asha, "cod", faraway.addressId)).items;
    const body = placeBody(cart, asha, "cod", { address_id: faraway.addressId });
    await expect(place(body)).resolves.toEqual({ ok: false, reason: "notDeliverable", line: { name: line.name, pack: line.pack }, pincode: "700001" });
  });

  it("places a good cart and answers the order", async () => {
    await addToCart(asha, packs[0]);
    const placed = await place(placeBody(await checkoutCart(asha), asha));
    expect(placed).toMatchObject({ ok: true, order: { payment_method: "cod", status: "placed" } });
  });
});
