import type { Kysely } from "kysely";
import { issueCreditNote, issueInvoice } from "@/backend/services/invoices/issue";
import { takeOrderNumber } from "@/backend/services/orders/order-number";
import { PROGRESS_NOTES } from "@/backend/services/orders/progress";
import type { Database, OrderStatus, PaymentStatus } from "@/backend/db/schema";
import { ADDRESSES } from "./addresses";
import { createRandom } from "./random";
import { firstImage } from "@/backend/services/products/first-image";

type PaymentMethod = "cod" | "razorpay";

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

const PROGRESS: OrderStatus[] = ["placed", "confirmed", "packed", "out_for_delivery", "delivered"];
const SLOTS = [["09:00", "12:00"], ["12:00", "15:00"], ["17:00", "20:00"]] as const;
const FREE_DELIVERY_ABOVE = 49_900;
const DELIVERY_CHARGE = 4_000;
const COUPON = { code: "WELCOME10", percent: 10, minOrder: 50_000, maxDiscount: 20_000 };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const EVENT_NOTES: Record<OrderStatus, string> = { ...PROGRESS_NOTES, cancelled: "Cancelled at the customer's request" };

/** The steps an order went through to reach its status, one every few hours. */
function timeline(status: OrderStatus, placedAt: number) {
  const steps = status === "cancelled" ? (["placed", "confirmed", "cancelled"] as const) : PROGRESS.slice(0, PROGRESS.indexOf(status) + 1);
  return steps.map((step, index) => ({ status: step, note: EVENT_NOTES[step], created_at: new Date(placedAt + index * 5 * HOUR).toISOString() }));
}

function paymentStatus(status: OrderStatus, method: PaymentMethod): PaymentStatus {
  if (method === "razorpay") return status === "cancelled" ? "refunded" : "paid";
  return status === "delivered" ? "paid" : "pending";
}

interface PackChoice {
  pack_id: number;
  product_id: number;
  name: string;
  pack_name: string;
  image: string | null;
  price: number;
  act_price: number;
  hsn_code: string | null;
  gst_rate: number;
}

async function packChoices(db: Kysely<Database>, websiteId: number): Promise<PackChoice[]> {
  const rows = await db
    .selectFrom("packs")
    .innerJoin("products", "products.id", "packs.product_id")
    .select(["packs.id as pack_id", "products.id as product_id", "products.name", "packs.name as pack_name", "packs.price", "packs.act_price"])
    .select(["products.hsn_code", "products.gst_rate"])
    .select((eb) => firstImage(eb))
    .where("products.website_id", "=", websiteId)
    .where("products.active", "=", 1)
    .where("packs.active", "=", 1)
    .orderBy("products.popularity", "desc")
    .orderBy("packs.id")
    .limit(60)
    .execute();
  return rows;
}

/**
 * Past orders of the demo customers on the retail website. Contents and amounts are fixed by the
 * seeded PRNG; dates count back from the seeding day so the account and the sales dashboard (whose
 * default period is the last 30 days) always have recent activity to show.
 */
export async function insertOrders(db: Kysely<Database>, website: { id: number; name: string }, userIds: Map<string, number>, now = new Date()) {
  const rng = createRandom(20250301);
  const packs = await packChoices(db, website.id);
  const seedDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const planned = Object.entries(ORDER_PLANS)
    .flatMap(([phone, plans]) => plans.map((plan) => ({ phone, plan, hour: rng.int(3, 13), minute: rng.int(0, 59) })))
    .map((order) => ({ ...order, placedAt: seedDay - order.plan[0] * DAY + order.hour * HOUR + order.minute * 60_000 }))
    .sort((a, b) => a.placedAt - b.placedAt);

  const coupon = await db.selectFrom("coupons").select("id").where("website_id", "=", website.id).where("code", "=", COUPON.code).executeTakeFirstOrThrow();
  for (const { phone, plan, placedAt } of planned) {
    const [, status, method] = plan;
    const lineCount = rng.int(2, 5);
    const chosen = new Map<number, PackChoice>();
    while (chosen.size < lineCount) {
      const pack = rng.pick(packs);
      chosen.set(pack.pack_id, pack);
    }
    const items = [...chosen.values()].map((pack) => {
      const quantity = rng.int(1, 3);
      return { ...pack, quantity, amount: pack.price * quantity };
    });
    const amount = items.reduce((sum, item) => sum + item.amount, 0);
    const useCoupon = amount >= COUPON.minOrder && rng.chance(0.4);
    const discount = useCoupon ? Math.min(COUPON.maxDiscount, Math.round((amount * COUPON.percent) / 100)) : 0;
    const deliveryCharge = amount - discount >= FREE_DELIVERY_ABOVE ? 0 : DELIVERY_CHARGE;
    const [start, end] = rng.pick(SLOTS);
    const address = ADDRESSES[phone][0];
    const events = timeline(status, placedAt);
    const createdAt = new Date(placedAt).toISOString();

    const orderNumber = await takeOrderNumber(db, website);
    const order = await db
      .insertInto("orders")
      .values({
        website_id: website.id,
        user_id: userIds.get(phone)!,
        order_number: orderNumber,
        status,
        payment_method: method,
        payment_status: paymentStatus(status, method),
        amount,
        discount,
        delivery_charge: deliveryCharge,
        total: amount - discount + deliveryCharge,
        coupon_code: useCoupon ? COUPON.code : null,
        notes: rng.chance(0.25) ? "Please call before delivering" : null,
        address: JSON.stringify({ ...address, line2: address.line2 ?? "", landmark: address.landmark ?? "" }),
        del_date: new Date(placedAt + DAY).toISOString().slice(0, 10),
        del_start_time: start,
        del_end_time: end,
        idempotency_key: null,
        placed_by_agent_id: null,
        cancel_reason: status === "cancelled" ? "Ordered by mistake" : null,
        created_at: createdAt,
        updated_at: events[events.length - 1].created_at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const id = order.id;
    await db
      .insertInto("order_items")
      .values(items.map(({ quantity, amount: lineAmount, ...pack }) => ({ order_id: id, ...pack, quantity, amount: lineAmount })))
      .execute();
    await db.insertInto("order_events").values(events.map((event) => ({ ...event, order_id: id }))).execute();
    // Confirmed orders have their tax invoice, cancelled ones a credit note after it, dated like the timeline.
    const confirmed = events.find((event) => event.status === "confirmed");
    if (confirmed) await issueInvoice(db, order, new Date(confirmed.created_at));
    if (status === "cancelled") await issueCreditNote(db, order, new Date(events[events.length - 1].created_at));
    // Every demo order was placed cash or paid online, so its coupon counts as used, as for a real order.
    if (useCoupon) {
      await db.insertInto("coupon_redemptions").values({ coupon_id: coupon.id, user_id: userIds.get(phone)!, order_ref: orderNumber, created_at: createdAt }).execute();
    }
  }
}
