import type { Kysely } from "kysely";
import type { CartRow, Database } from "@/backend/db/schema";
import type { CartGroupWire, CartItemWire, CartWire, UnavailableCause } from "@/backend/schemas/cart";
import { couponUsage, evaluateCoupon, findCoupon } from "@/backend/services/coupons";
import { rupees } from "@/backend/services/money";
import { formatPaise } from "@/lib/format";
import { netQuantityFields } from "@/backend/services/products/unit-price";
import { deriveDeliveryInfo } from "@/lib/api/schemas/cart";
import { loadCartLines, loadDeliveryAreas, loadSlotRules, type CartLineRow, type DeliveryArea } from "./lines";
import { maxLineQuantity } from "./limits";
import { cashOnDeliveryRefusal } from "./cash-on-delivery";
import { paymentMethods } from "./payment-methods";
import { cartTotals, cartUnits, deliveryMessage, groupDeliveries, lineAmount, type PricedLine } from "./pricing";
import { setCoupon } from "./store";
import { upcomingSlots, type SlotDate } from "./slots";
import type { CatalogueLanguage } from "@/backend/services/translations/catalogue-language";
import { CART_VIEW_MESSAGES, LINE_MESSAGES } from "@/lib/api/schemas/shopper-sentences";

export { LINE_MESSAGES };

export interface CartViewContext {
  /** The visitor's delivery pincode, null until chosen. */
  pincode: string | null;
  userId: number | null;
  now: Date;
  paymentMethod?: string;
  /** The language of the lines' names (absent or null: the records' own, as orders keep them). */
  language?: CatalogueLanguage;
}

const unavailableMessage = (cause: UnavailableCause, line: CartLineRow, left: number, pincode: string) =>
  cause === "noLongerSold"
    ? LINE_MESSAGES.noLongerSold
    : cause === "shortOfStock"
      ? LINE_MESSAGES.shortOfStock(line.name, line.pack, left)
      : LINE_MESSAGES.notDeliverable(pincode);

/** The most a line may hold: the line limit, or the shelf's count when that is lower (then named, so + can say why it rests). */
const lineLimit = (limit: number, left: number) =>
  left < limit ? { max_quantity: Math.max(left, 0), stock_left: Math.max(left, 0) } : { max_quantity: limit, stock_left: null };

const NO_SLOT: SlotDate = { date: "", start_time: "", end_time: "" };

/** The whole cart as every cart call answers it; a coupon that no longer qualifies is dropped here. */
export async function viewCart(db: Kysely<Database>, cart: CartRow | undefined, context: CartViewContext): Promise<CartWire> {
  const lines = cart ? await loadCartLines(db, cart.id, context.language ?? null) : [];
  const warehouseIds = [...new Set(lines.map((line) => line.warehouse_id))];
  const [areas, slotRules] = await Promise.all([
    context.pincode ? loadDeliveryAreas(db, warehouseIds, context.pincode) : Promise.resolve([]),
    loadSlotRules(db, warehouseIds),
  ]);
  const areaOf = (line: CartLineRow) => areas.find((area) => area.warehouse_id === line.warehouse_id);
  const slotsOf = (area: DeliveryArea | undefined) =>
    area ? upcomingSlots(slotRules.filter((rule) => rule.warehouse_id === area.warehouse_id), context.now) : [];

  const maxQuantity = maxLineQuantity();
  let shortOfStock = false;
  const items: CartItemWire[] = lines.map((line) => {
    const area = areaOf(line);
    const left = line.stock;
    shortOfStock ||= line.sellable && line.quantity > left;
    const unavailable: UnavailableCause | null = !line.sellable
      ? "noLongerSold"
      : line.quantity > left
        ? "shortOfStock"
        : context.pincode && !area
          ? "notDeliverable"
          : null;
    const message = unavailable === null ? "" : unavailableMessage(unavailable, line, left, context.pincode ?? "");
    const slot = slotsOf(area)[0] ?? NO_SLOT;
    return {
      pack_id: line.pack_id,
      product_id: line.product_id,
      slug: line.slug,
      image: line.image,
      name: line.name,
      pack: line.pack,
      quantity: line.quantity,
      price: rupees(line.price),
      act_price: rupees(line.act_price),
      ...netQuantityFields(line),
      amount: rupees(lineAmount(line)),
      valid: unavailable === null,
      message,
      unavailable,
      warehouse_id: line.warehouse_id,
      delivery_charge_id: area?.delivery_charge_id ?? null,
      del_date: slot.date,
      del_start_time: slot.start_time,
      del_end_time: slot.end_time,
      ...lineLimit(maxQuantity, left),
    };
  });

  const priced: PricedLine[] = lines.map((line, index) => ({
    price: line.price,
    quantity: line.quantity,
    valid: items[index].valid,
    deliveryChargeId: items[index].delivery_charge_id,
  }));
  const groups = groupDeliveries(
    priced,
    areas.map((area) => ({ deliveryChargeId: area.delivery_charge_id, charge: area.delivery_charge, freeAbove: area.free_delivery_above })),
  );
  const amountBeforeCoupon = cartTotals(priced, groups, 0).amount;
  const coupon = cart?.coupon_code ? await currentCoupon(db, cart, amountBeforeCoupon, context) : { code: "", discount: 0, dropped: "" };
  const totals = cartTotals(priced, groups, coupon.discount);
  const codUnavailable = cashOnDeliveryRefusal(areas, totals.total) ?? "";

  const grouped_items: CartGroupWire[] = [...new Set(items.map((item) => item.delivery_charge_id))].map((id) => {
    const members = items.filter((item) => item.delivery_charge_id === id);
    const area = areas.find((candidate) => candidate.delivery_charge_id === id);
    const group = groups.find((candidate) => candidate.deliveryChargeId === id);
    return {
      delivery_charge_id: id,
      name: area?.warehouse_name ?? "",
      delivery_charge: rupees(group?.final ?? 0),
      del_date: members[0].del_date,
      del_start_time: members[0].del_start_time,
      del_end_time: members[0].del_end_time,
      slots: slotsOf(area),
      items: members,
    };
  });

  const first = items.find((item) => item.valid && item.del_date) ?? null;
  const allValid = items.every((item) => item.valid);
  return {
    quantity: cartUnits(priced),
    amount: rupees(totals.amount),
    discount: rupees(totals.discount),
    delivery_charge: rupees(totals.deliveryCharge),
    finalDelivery: rupees(totals.finalDelivery),
    deliveryMessage: deliveryMessage(groups, formatPaise),
    total: rupees(totals.total),
    offercode: coupon.code,
    serviceable: context.pincode !== null && areas.length > 0 && allValid,
    // Without a pincode, serviceable false says it all: the storefront shows its own pincode notice.
    message: coupon.dropped || (context.pincode && !allValid ? (shortOfStock ? CART_VIEW_MESSAGES.shortOfStock : CART_VIEW_MESSAGES.undeliverable) : ""),
    notes: cart?.notes ?? "",
    paymentMethods: paymentMethods(context.paymentMethod, process.env, { cashOnDelivery: codUnavailable === "" }),
    cod_unavailable: codUnavailable,
    items,
    grouped_items,
    del_date: first?.del_date ?? "",
    del_start_time: first?.del_start_time ?? "",
    del_end_time: first?.del_end_time ?? "",
    deliveryInfo: deriveDeliveryInfo(items),
  };
}

/** The applied coupon's discount now, or its removal (with the reason) when it stopped qualifying. */
async function currentCoupon(db: Kysely<Database>, cart: CartRow, amount: number, context: CartViewContext) {
  const code = cart.coupon_code ?? "";
  const coupon = await findCoupon(db, cart.website_id, code);
  const usage = coupon ? await couponUsage(db, coupon.id, context.userId) : { total: 0, byCustomer: null };
  const verdict = evaluateCoupon(coupon, amount, usage, context.now);
  if (verdict.ok) return { code, discount: verdict.discount, dropped: "" };
  await setCoupon(db, cart.id, null, context.now);
  return { code: "", discount: 0, dropped: CART_VIEW_MESSAGES.couponRemoved(code, verdict.message) };
}
