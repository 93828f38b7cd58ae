import type { Kysely } from "kysely";
import { ensureDatabase } from "@/backend/ensure-database";
import type { Database } from "@/backend/db/schema";
import { call } from "@/backend/test/request";
import { post, signedInCookie } from "@/backend/test/shopper";
import { cartSchema, type Cart } from "@/lib/api/schemas";
import { razorpayStartSchema, type PlaceOrderBody } from "@/lib/api/schemas/checkout";
import { startFakeGateways, type FakeGateways } from "@/testing/fake-gateways/server";

/** Shared by the checkout, payment and webhook route tests: a signed-in shopper with a cart and an address. */

export const GATEWAY_KEYS = {
  razorpay: { keyId: "rzp_test_fake", keySecret: "rzp_fake_secret", webhookSecret: "rzp_fake_webhook_secret" },
  cashfree: { clientId: "cf_fake_client", clientSecret: "cf_fake_secret" },
};

/** Starts the fake gateways and points the store's configuration at them (read per call). */
async function startConfiguredFakeGateways(): Promise<FakeGateways> {
  const gateways = await startFakeGateways({ port: 0, ...GATEWAY_KEYS });
  Object.assign(process.env, {
    RAZORPAY_KEY_ID: GATEWAY_KEYS.razorpay.keyId,
    RAZORPAY_KEY_SECRET: GATEWAY_KEYS.razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: GATEWAY_KEYS.razorpay.webhookSecret,
    RAZORPAY_API_BASE: gateways.razorpayApiBase,
    CASHFREE_CLIENT_ID: GATEWAY_KEYS.cashfree.clientId,
    CASHFREE_CLIENT_SECRET: GATEWAY_KEYS.cashfree.clientSecret,
    CASHFREE_API_BASE: gateways.cashfreeApiBase,
  });
  return gateways;
}

export interface Shopper {
  cookie: string;
  userId: number;
  addressId: number;
}

export interface SellablePack {
  id: number;
  warehouse_id: number;
  price: number;
}

/** Active packs of website 1 in good stock whose warehouse delivers to 560001, cheapest first. */
export async function deliverablePacks(db: Kysely<Database>): Promise<SellablePack[]> {
  return db
    .selectFrom("packs")
    .innerJoin("products", "products.id", "packs.product_id")
    .innerJoin("pack_stock", (join) => join.onRef("pack_stock.pack_id", "=", "packs.id").onRef("pack_stock.warehouse_id", "=", "packs.warehouse_id"))
    .where("pack_stock.quantity", ">", 100)
    .innerJoin("warehouse_pincodes", "warehouse_pincodes.warehouse_id", "packs.warehouse_id")
    .select(["packs.id", "packs.warehouse_id", "packs.price"])
    .where("products.website_id", "=", 1)
    .where("packs.active", "=", 1)
    .where("products.active", "=", 1)
    .where("warehouse_pincodes.pincode", "=", "560001")
    .where("warehouse_pincodes.active", "=", 1)
    .orderBy("packs.price")
    .orderBy("packs.id")
    .execute();
}

/** A signed-in session of the seeded user, with a new address at `pincode` and an empty cart. */
export async function shopper(phone: string, pincode = "560001"): Promise<Shopper> {
  const { cookie, userId } = await signedInCookie(phone);
  const saved = await post(
    "/api/account/addresses",
    { name: "Test Shopper", phone, pincode, line1: "1 Test Street", line2: "Test Area", landmark: "", city: "Bengaluru", state: "Karnataka" },
    cookie,
  );
  if (saved.status !== 200) throw new Error(`address not saved: ${saved.text}`);
  await emptyCart(userId);
  return { cookie, userId, addressId: (saved.json as { address: { id: number } }).address.id };
}

export async function emptyCart(userId: number) {
  const db = await ensureDatabase();
  const carts = db.selectFrom("carts").select("id").where("user_id", "=", userId);
  await db.deleteFrom("cart_items").where("cart_id", "in", carts).execute();
  await db.updateTable("carts").set({ coupon_code: null }).where("user_id", "=", userId).execute();
}

export async function addToCart(who: Shopper, pack: SellablePack, times = 1) {
  for (let i = 0; i < times; i += 1) {
    const added = await post("/api/cart/add", { pack_id: pack.id, warehouse_id: pack.warehouse_id }, who.cookie);
    if (added.status !== 200) throw new Error(`not added: ${added.text}`);
  }
}

export async function checkoutCart(who: Shopper, paymentMethod = "cod", addressId = who.addressId): Promise<Cart> {
  const response = await call(`/api/cart?address_id=${addressId}&payment_method=${paymentMethod}&groupby_delivery=true`, { cookie: who.cookie });
  if (response.status !== 200) throw new Error(`cart: ${response.text}`);
  return cartSchema.parse(response.json);
}

let keys = 0;
export const newKey = () => `test-key-${process.pid}-${Date.now()}-${(keys += 1)}`;

/** The body the checkout page sends for this cart: the first offered slot of each group. */
export function placeBody(cart: Cart, who: Shopper, paymentMethod = "cod", overrides: Partial<PlaceOrderBody> = {}): PlaceOrderBody {
  return {
    idempotency_key: newKey(),
    address_id: who.addressId,
    payment_method: paymentMethod,
    deliveries: cart.grouped_items
      .filter((group) => group.slots.length > 0)
      .map((group) => ({ delivery_charge_id: group.delivery_charge_id!, date: group.slots[0].date, start_time: group.slots[0].start_time, end_time: group.slots[0].end_time })),
    notes: "",
    expected_total: cart.total,
    ...overrides,
  };
}

export const placeOrderCall = (body: unknown, cookie: string) => post("/api/checkout/place", body, cookie);

/** A cart of one pack placed with this method; answers the placed order. */
export async function placeCartAs(who: Shopper, pack: SellablePack, paymentMethod: string, times = 1) {
  await addToCart(who, pack, times);
  const placed = await placeOrderCall(placeBody(await checkoutCart(who, paymentMethod), who, paymentMethod), who.cookie);
  if (placed.status !== 200) throw new Error(`not placed: ${placed.text}`);
  return placed.json as { id: number; order_number: string; total: number; next: string };
}

/**
 * Where the order, payment, webhook and stock route tests start (call it in beforeAll): the fake
 * gateways, the migrated database, packs that can be delivered, and the demo customer Asha signed in
 * with an address and an empty cart. Warnings about gateway settings are silenced.
 */
export async function gatewayTestbed() {
  jest.spyOn(console, "warn").mockImplementation(() => {});
  const gateways = await startConfiguredFakeGateways();
  const db = await ensureDatabase();
  return { gateways, db, packs: await deliverablePacks(db), asha: await shopper("9876543210") };
}

/** A Razorpay order of one pack, paid at the fake gateway and verified by the shopper's browser. */
export async function paidRazorpayOrder(who: Shopper, pack: SellablePack, gatewaysUrl: string) {
  const placed = await placeCartAs(who, pack, "razorpay");
  const start = razorpayStartSchema.parse((await post(`/api/payments/razorpay/${placed.id}`, {}, who.cookie)).json);
  const paid = (await (await fetch(`${gatewaysUrl}/v1/__test/orders/${start.order_id}/pay`, { method: "POST", body: "{}" })).json()) as unknown;
  const verified = await post(`/api/payments/razorpay/${placed.id}/verify`, paid, who.cookie);
  if (verified.status !== 200) throw new Error(`not paid: ${verified.text}`);
  return placed;
}
