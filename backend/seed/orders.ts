import type { Kysely } from "kysely";
import type { Database, OrderStatus } from "@/backend/db/schema";
import type { SignedInCustomer } from "@/backend/services/account/owner";
import { listAddresses } from "@/backend/services/account/addresses";
import { addUnit, ensureCart, findCart, findSellablePack, setCoupon } from "@/backend/services/cart/store";
import { viewCart } from "@/backend/services/cart/view";
import { checkCoupon } from "@/backend/services/coupons";
import { paise } from "@/backend/services/money";
import { placeOrder } from "@/backend/services/orders/place-order";
import type { PaymentMethodCode } from "@/backend/services/payments/config";
import { clockFrom } from "./clock";
import { playOutOrder } from "./order-outcomes";
import { createRandom, type Random } from "./random";

type PaymentMethod = Extract<PaymentMethodCode, "cod" | "razorpay">;

/** [days before the seeding day, status, payment method] of each demo order. */
type OrderPlan = [daysAgo: number, status: OrderStatus, method: PaymentMethod];

export const ORDER_PLANS: Record<string, OrderPlan[]> = {
  "9876543210": [
    [1, "placed", "cod"],
    [4, "out_for_delivery", "razorpay"],
    [11, "delivered", "cod"],
    [19, "cancelled", "razorpay"],
    [33, "delivered", "razorpay"],
    [52, "delivered", "cod"],
  ],
  "9876543212": [
    [8, "delivered", "razorpay"],
    [40, "delivered", "cod"],
  ],
  "9876543214": [
    [2, "packed", "cod"],
    [9, "delivered", "razorpay"],
    [24, "delivered", "cod"],
    [45, "delivered", "razorpay"],
  ],
  "9876543215": [
    [3, "confirmed", "razorpay"],
    [16, "delivered", "cod"],
    [58, "cancelled", "cod"],
  ],
  "9876543216": [
    [6, "delivered", "cod"],
    [27, "delivered", "razorpay"],
  ],
  "9876543217": [[13, "delivered", "cod"]],
};

/** The demo's orders were paid these ways, whichever gateways this installation has configured. */
const DEMO_PAYMENT_METHODS: PaymentMethod[] = ["cod", "razorpay"];
/** The coupon some demo customers typed at checkout; the coupon service decides whether it applied. */
const DEMO_COUPON = "WELCOME10";
const DEMO_NOTE = "Please call before delivering";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The website's most popular packs: what the demo customers buy. */
const popularPacks = (db: Kysely<Database>, websiteId: number) =>
  db
    .selectFrom("packs")
    .innerJoin("products", "products.id", "packs.product_id")
    .select(["packs.id", "packs.warehouse_id"])
    .where("products.website_id", "=", websiteId)
    .where("products.active", "=", 1)
    .where("packs.active", "=", 1)
    .orderBy("products.popularity", "desc")
    .orderBy("packs.id")
    .limit(60)
    .execute();

type PackChoice = Awaited<ReturnType<typeof popularPacks>>[number];

/** The customer fills the cart as on the storefront: 2 to 5 packs, 1 to 3 of each. */
async function fillCart(db: Kysely<Database>, owner: SignedInCustomer, packs: PackChoice[], rng: Random, now: Date) {
  const cart = await ensureCart(db, owner, now);
  const chosen = new Map<number, PackChoice>();
  const lineCount = rng.int(2, 5);
  while (chosen.size < lineCount) {
    const pack = rng.pick(packs);
    chosen.set(pack.id, pack);
  }
  for (const choice of chosen.values()) {
    const sellable = await findSellablePack(db, owner.websiteId, choice.id, choice.warehouse_id);
    if (!sellable.ok) throw new Error(`Demo pack ${choice.id} cannot be sold: ${sellable.reason}`);
    const quantity = rng.int(1, 3);
    for (let unit = 0; unit < quantity; unit += 1) {
      const added = await addUnit(db, cart, sellable.pack, now);
      if (!added.ok) throw new Error(`Demo pack ${choice.id} was not added: ${added.reason}`);
    }
  }
}

/**
 * A customer whose cart reaches the demo coupon's minimum sometimes types it; it stays on the cart
 * only when the coupon service accepts it for this customer and cart. True when it applied.
 */
async function mayTypeCoupon(db: Kysely<Database>, owner: SignedInCustomer, cart: { id: number; amount: number }, rng: Random, now: Date) {
  const checked = await checkCoupon(db, { websiteId: owner.websiteId, userId: owner.userId, code: DEMO_COUPON, amount: paise(cart.amount), now });
  const reachesMinimum = checked.ok || checked.reason !== "belowMinimum";
  // The draw is made for every cart that reaches the minimum, so the demo's sequence never depends on the coupon's other rules.
  const types = reachesMinimum && rng.chance(0.4);
  if (!types || !checked.ok) return false;
  await setCoupon(db, cart.id, checked.coupon.code, now);
  return true;
}

interface PlannedOrder {
  phone: string;
  plan: OrderPlan;
  placedAt: number;
}

/** One demo order, placed at checkout like a shopper's: the default address, a slot for each delivery, the total the cart showed. */
async function placeDemoOrder(db: Kysely<Database>, website: { id: number; name: string }, owner: SignedInCustomer, planned: PlannedOrder, packs: PackChoice[], rng: Random) {
  const [, status, method] = planned.plan;
  const clock = clockFrom(planned.placedAt);
  const [address] = await listAddresses(db, owner);
  if (!address) throw new Error(`Demo customer ${planned.phone} has no address`);
  await fillCart(db, owner, packs, rng, clock.now());
  const checkout = async () => {
    const row = await findCart(db, owner);
    if (!row) throw new Error(`Demo customer ${planned.phone} has no cart`);
    return { id: row.id, ...(await viewCart(db, row, { pincode: address.pincode, userId: owner.userId, now: clock.now(), paymentMethod: method })) };
  };
  const filled = await checkout();
  const cart = (await mayTypeCoupon(db, owner, filled, rng, clock.now())) ? await checkout() : filled;
  const deliveries = cart.grouped_items.map((group) => {
    const slot = rng.pick(group.slots);
    if (!slot || group.delivery_charge_id === null) throw new Error(`Demo customer ${planned.phone} has no delivery slot for ${group.name}`);
    return { delivery_charge_id: group.delivery_charge_id, date: slot.date, start_time: slot.start_time, end_time: slot.end_time };
  });
  const input = {
    idempotency_key: `demo-${planned.phone}-${planned.plan[0]}`,
    address_id: address.id,
    payment_method: method,
    deliveries,
    notes: rng.chance(0.25) ? DEMO_NOTE : "",
    expected_total: cart.total,
  };
  const placed = await placeOrder(db, owner, website, input, clock.now(), DEMO_PAYMENT_METHODS);
  if (!placed.ok) throw new Error(`Demo order of ${planned.phone} was refused: ${placed.reason}`);
  await playOutOrder(db, owner, placed.order.id, status, clock);
}

/**
 * Past orders of the demo customers on the retail website, placed, paid, moved on and cancelled
 * through the same services as a shopper's and the store's, so they obey the store's pricing,
 * coupon, delivery and stock rules. Contents are fixed by the seeded PRNG; dates count back from the
 * seeding day so the account and the sales dashboard (whose default period is the last 30 days)
 * always have recent activity to show.
 */
export async function insertOrders(db: Kysely<Database>, website: { id: number; name: string }, userIds: Map<string, number>, now = new Date()) {
  const rng = createRandom(20250301);
  const packs = await popularPacks(db, website.id);
  const seedDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const planned: PlannedOrder[] = Object.entries(ORDER_PLANS)
    .flatMap(([phone, plans]) => plans.map((plan) => ({ phone, plan, hour: rng.int(3, 13), minute: rng.int(0, 59) })))
    .map(({ phone, plan, hour, minute }) => ({ phone, plan, placedAt: seedDay - plan[0] * DAY + hour * HOUR + minute * 60_000 }))
    .sort((a, b) => a.placedAt - b.placedAt);
  for (const order of planned) {
    await placeDemoOrder(db, website, { userId: userIds.get(order.phone)!, websiteId: website.id }, order, packs, rng);
  }
  await forgetEmptyCarts(db, website.id);
}

/** The carts that placed the demo orders are empty now; the customers start without one, as before they first shop. */
async function forgetEmptyCarts(db: Kysely<Database>, websiteId: number) {
  await db
    .deleteFrom("carts")
    .where("website_id", "=", websiteId)
    .where("user_id", "is not", null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom("cart_items").select("cart_items.cart_id").whereRef("cart_items.cart_id", "=", "carts.id"))))
    .execute();
}
