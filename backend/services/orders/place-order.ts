import type { Kysely } from "kysely";
import { inTransaction } from "@/backend/db/in-transaction";
import type { AddressRow, CartRow, Database, OrderRow } from "@/backend/db/schema";
import { addressWire } from "@/backend/services/account/addresses";
import type { CartItemWire, CartWire } from "@/backend/schemas/cart";
import type { SignedInCustomer } from "@/backend/services/account/owner";
import { lockCart } from "@/backend/services/cart/store";
import { lockCoupon } from "@/backend/services/coupons";
import { viewCart } from "@/backend/services/cart/view";
import { paise } from "@/backend/services/money";
import { COD_METHOD, enabledPaymentMethods, type PaymentMethodCode } from "@/backend/services/payments/config";
import type { Failure, Result } from "@/backend/services/result";
import { addressFieldsSchema } from "@/lib/api/schemas/account";
import { paymentMethodLabel } from "@/lib/api/schemas/orders";
import type { DeliveryChoice, PlacedOrder } from "@/lib/api/schemas/checkout";
import { takeOrderNumber } from "./order-number";
import { findOwnAddress } from "./own";
import { settleCart } from "./settle-cart";
import { paymentPagePath } from "./payment-pages";
import { afterStockChanges } from "@/backend/services/stock/after-change";
import { stockHoldUntil } from "@/backend/services/stock/holds";
import { stockOfPacks } from "@/backend/services/stock/levels";
import { takeStock, type StockChange, type TakeStockResult } from "@/backend/services/stock/take";

export { PLACE_MESSAGES } from "@/lib/api/schemas/shopper-sentences";

export interface PlaceOrderInput {
  idempotency_key: string;
  address_id: number;
  payment_method: string;
  deliveries: DeliveryChoice[];
  notes: string;
  expected_total: number;
}

type RefusedLine = { line: { name: string; pack: string } };

/**
 * Why a cart cannot be placed. For the first line the cart view refuses: `packUnavailable` (no longer
 * sold), `notDeliverable` (no delivery area serves the address's pincode) or `shortOfStock` (the shelf
 * has fewer units than the line; also when it ran out between the cart view and the take).
 * `couponDropped`: the coupon stopped qualifying, with the cart's reason when it gave one.
 */
export type PlaceOrderResult =
  | Result<{ order: PlacedOrder }, "unknownAddress" | "noPaymentMethod" | "cartEmpty">
  | Failure<"packUnavailable", RefusedLine>
  | Failure<"notDeliverable", RefusedLine & { pincode: string }>
  | Failure<"couponDropped", { code: string; dropped: string }>
  | Failure<"noSlot", { group: string }>
  | Failure<"cashOnDeliveryRefused", { why: string }>
  | Failure<"pricesChanged", { totalPaise: number }>
  | Extract<TakeStockResult, { ok: false }>;
type PlaceOrderRefusal = Extract<PlaceOrderResult, { ok: false }>;

/** Thrown inside the placement's transaction so that it rolls back (units may already be taken), and returned outside it. */
class RefusedPlacement extends Error {
  constructor(readonly refusal: PlaceOrderRefusal) {
    super(refusal.reason);
  }
}

const placedOrder = (row: OrderRow): PlacedOrder => ({
  id: row.id,
  order_number: row.order_number,
  payment_method: row.payment_method,
  payment_status: row.payment_status,
  status: row.status,
  total: row.total / 100,
  next: paymentPagePath(row),
});

const byIdempotencyKey = (db: Kysely<Database>, owner: SignedInCustomer, key: string) =>
  db
    .selectFrom("orders")
    .selectAll()
    .where("user_id", "=", owner.userId)
    .where("website_id", "=", owner.websiteId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();

/**
 * Places the customer's cart as an order, every amount recomputed here. Everything runs in one
 * transaction that first locks the cart row: placements of the same cart (two tabs, a retry with a new
 * key) queue there, and each checks the cart as the one before it left it, so one cart makes one cash
 * order and the others are told the cart is empty. The same idempotency key answers the order it placed.
 * The lines' units come off the shelf in the same transaction, or the placement is refused line by line.
 */
export async function placeOrder(
  db: Kysely<Database>,
  owner: SignedInCustomer,
  website: { id: number; name: string },
  input: PlaceOrderInput,
  now = new Date(),
  /** The payment methods the store takes: those configured now, unless the demo seed places orders paid in the past. */
  offered: readonly PaymentMethodCode[] = enabledPaymentMethods().map((method) => method.code),
): Promise<PlaceOrderResult> {
  const earlier = await byIdempotencyKey(db, owner, input.idempotency_key);
  if (earlier) return { ok: true, order: placedOrder(earlier) };
  try {
    const { order, changes } = await inTransaction(db, async (trx): Promise<{ order: OrderRow; changes: StockChange[] }> => {
      const cart = await lockCart(trx, owner, now);
      const placedMeanwhile = await byIdempotencyKey(trx, owner, input.idempotency_key);
      if (placedMeanwhile) return { order: placedMeanwhile, changes: [] };
      if (cart?.coupon_code) await lockCoupon(trx, owner.websiteId, cart.coupon_code);
      const checked = await checkCart(trx, owner, cart, input, now, offered);
      if (!checked.ok) throw new RefusedPlacement(checked);
      const taken = await takeStock(trx, checked.cart.items);
      if (!taken.ok) throw new RefusedPlacement(taken);
      return { order: await insertOrder(trx, owner, await takeOrderNumber(trx, website), input, checked, now), changes: taken.changes };
    });
    await afterStockChanges(db, owner.websiteId, changes);
    return { ok: true, order: placedOrder(order) };
  } catch (error) {
    // A racing submit with the same key won (the UNIQUE key refused this one): its order is the answer.
    const placed = await byIdempotencyKey(db, owner, input.idempotency_key);
    if (placed) return { ok: true, order: placedOrder(placed) };
    if (error instanceof RefusedPlacement) return error.refusal;
    throw error;
  }
}

interface CheckedCart {
  address: AddressRow;
  cart: CartWire;
  deliveries: { group: CartWire["grouped_items"][number]; choice: DeliveryChoice }[];
}

type CheckCartResult = ({ ok: true } & CheckedCart) | PlaceOrderRefusal;

async function checkCart(
  trx: Kysely<Database>,
  owner: SignedInCustomer,
  row: CartRow | undefined,
  input: PlaceOrderInput,
  now: Date,
  offered: readonly PaymentMethodCode[],
): Promise<CheckCartResult> {
  const address = await findOwnAddress(trx, owner, input.address_id);
  if (!address) return { ok: false, reason: "unknownAddress" };
  if (!offered.some((code) => code === input.payment_method)) return { ok: false, reason: "noPaymentMethod" };
  const cart = await viewCart(trx, row, { pincode: address.pincode, userId: owner.userId, now, paymentMethod: input.payment_method });
  if (!row || cart.items.length === 0) return { ok: false, reason: "cartEmpty" };
  const invalid = cart.items.find((item) => item.unavailable !== null);
  if (invalid) return refuseLine(trx, invalid, address.pincode);
  if (input.payment_method === COD_METHOD.code && cart.cod_unavailable) return { ok: false, reason: "cashOnDeliveryRefused", why: cart.cod_unavailable };
  // viewCart drops a coupon that stopped qualifying and says why in message.
  if (row.coupon_code && !cart.offercode) return { ok: false, reason: "couponDropped", code: row.coupon_code, dropped: cart.message };

  const deliveries: CheckedCart["deliveries"] = [];
  for (const group of cart.grouped_items) {
    const choice = input.deliveries.find((candidate) => candidate.delivery_charge_id === group.delivery_charge_id);
    const offered = choice && group.slots.some((slot) => slot.date === choice.date && slot.start_time === choice.start_time && slot.end_time === choice.end_time);
    if (!choice || !offered) return { ok: false, reason: "noSlot", group: group.name };
    deliveries.push({ group, choice });
  }

  if (paise(input.expected_total) !== paise(cart.total)) return { ok: false, reason: "pricesChanged", totalPaise: paise(cart.total) };
  return { ok: true, address, cart, deliveries };
}

/** The refusal naming why the cart view refused this line. */
async function refuseLine(trx: Kysely<Database>, item: CartItemWire, pincode: string): Promise<PlaceOrderRefusal> {
  const line = { name: item.name, pack: item.pack };
  if (item.unavailable === "noLongerSold") return { ok: false, reason: "packUnavailable", line };
  if (item.unavailable === "notDeliverable") return { ok: false, reason: "notDeliverable", line, pincode };
  const left = (await stockOfPacks(trx, [item.pack_id])).get(item.pack_id) ?? 0;
  return { ok: false, reason: "shortOfStock", line, left };
}

/** What the invoice will need as it stands at placement: each product's HSN code and GST rate, and the buyer's GSTIN where the website takes one. */
async function taxDetails(trx: Kysely<Database>, owner: SignedInCustomer, productIds: number[]) {
  const [products, buyer, website] = await Promise.all([
    trx.selectFrom("products").select(["id", "hsn_code", "gst_rate"]).where("id", "in", productIds).execute(),
    trx.selectFrom("users").select("gstin").where("id", "=", owner.userId).executeTakeFirst(),
    trx.selectFrom("websites").select("accepts_business_gstin").where("id", "=", owner.websiteId).executeTakeFirst(),
  ]);
  return {
    classes: new Map(products.map((product) => [product.id, product])),
    buyerGstin: website?.accepts_business_gstin === 1 ? (buyer?.gstin ?? null) : null,
  };
}

/** The address as it was when the order was placed: later edits to the address book do not change the order. */
const addressSnapshot = (address: AddressRow) => addressFieldsSchema.parse(addressWire(address));

async function insertOrder(trx: Kysely<Database>, owner: SignedInCustomer, orderNumber: string, input: PlaceOrderInput, checked: CheckedCart, now: Date) {
  const { address, cart, deliveries } = checked;
  const stamp = now.toISOString();
  const first = deliveries[0]?.choice;
  const { classes, buyerGstin } = await taxDetails(trx, owner, cart.items.map((item) => item.product_id));
  const order = await trx
    .insertInto("orders")
    .values({
      website_id: owner.websiteId,
      user_id: owner.userId,
      order_number: orderNumber,
      status: "placed",
      payment_method: input.payment_method,
      payment_status: "pending",
      amount: paise(cart.amount),
      discount: paise(cart.discount),
      delivery_charge: paise(cart.finalDelivery),
      total: paise(cart.total),
      coupon_code: cart.offercode || null,
      notes: input.notes || null,
      address: JSON.stringify(addressSnapshot(address)),
      delivery_pincode: address.pincode,
      del_date: first?.date ?? null,
      del_start_time: first?.start_time ?? null,
      del_end_time: first?.end_time ?? null,
      idempotency_key: input.idempotency_key,
      placed_by_agent_id: null,
      created_at: stamp,
      updated_at: stamp,
      buyer_gstin: buyerGstin,
      stock_held_until: input.payment_method === "cod" ? null : stockHoldUntil(now),
    })
    .returningAll()
    .executeTakeFirstOrThrow();

  await trx
    .insertInto("order_items")
    .values(
      cart.items.map((item) => ({
        order_id: order.id,
        product_id: item.product_id,
        pack_id: item.pack_id,
        name: item.name,
        pack_name: item.pack,
        image: item.image || null,
        price: paise(item.price),
        act_price: paise(item.act_price),
        quantity: item.quantity,
        amount: paise(item.amount),
        hsn_code: classes.get(item.product_id)?.hsn_code ?? null,
        gst_rate: classes.get(item.product_id)?.gst_rate ?? 0,
        warehouse_id: item.warehouse_id,
      })),
    )
    .execute();
  await trx
    .insertInto("order_deliveries")
    .values(
      deliveries.map(({ group, choice }) => ({
        order_id: order.id,
        delivery_charge_id: group.delivery_charge_id,
        name: group.name,
        delivery_charge: paise(group.delivery_charge),
        del_date: choice.date,
        del_start_time: choice.start_time,
        del_end_time: choice.end_time,
      })),
    )
    .execute();
  const awaiting = input.payment_method === "cod" ? "" : ", awaiting payment";
  await trx
    .insertInto("order_events")
    .values({ order_id: order.id, status: "placed", note: `Order placed — ${paymentMethodLabel(input.payment_method)}${awaiting}`, created_at: stamp })
    .execute();
  if (input.payment_method === "cod") await settleCart(trx, order, now);
  return order;
}
