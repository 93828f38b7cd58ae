import type { Cart, CartGroup, DeliverySlot } from "@/lib/api/schemas";
import type { DeliveryChoice } from "@/lib/api/schemas/checkout";
import type { Texts } from "@/lib/i18n/texts";

/** The slot picked per delivery group, keyed by delivery_charge_id. */
export type SlotChoices = Record<number, DeliverySlot>;

export const slotKey = (slot: DeliverySlot) => `${slot.date}|${slot.start_time}|${slot.end_time}`;

/** The groups that deliver (a group without a delivery_charge_id is not served at this address). */
const deliveringGroups = (cart: Cart): (CartGroup & { delivery_charge_id: number })[] =>
  cart.grouped_items.filter((group): group is CartGroup & { delivery_charge_id: number } => group.delivery_charge_id !== null);

/** The dates a group can deliver on, earliest first. */
export function slotDates(slots: DeliverySlot[]): string[] {
  return [...new Set(slots.map((slot) => slot.date))];
}

export function slotsOn(slots: DeliverySlot[], date: string): DeliverySlot[] {
  return slots.filter((slot) => slot.date === date);
}

/** Keeps each group's earlier choice while the server still offers it, else its first slot. */
export function reconcileChoices(cart: Cart, previous: SlotChoices): SlotChoices {
  const next: SlotChoices = {};
  for (const group of deliveringGroups(cart)) {
    const kept = previous[group.delivery_charge_id];
    const offered = kept && group.slots.find((slot) => slotKey(slot) === slotKey(kept));
    const slot = offered ?? group.slots[0];
    if (slot) next[group.delivery_charge_id] = slot;
  }
  return next;
}

/** The body's deliveries: one per delivering group that has a chosen slot. */
export function deliveryChoices(cart: Cart, choices: SlotChoices): DeliveryChoice[] {
  return deliveringGroups(cart).flatMap((group) => {
    const slot = choices[group.delivery_charge_id];
    return slot ? [{ delivery_charge_id: group.delivery_charge_id, date: slot.date, start_time: slot.start_time, end_time: slot.end_time }] : [];
  });
}

export interface CheckoutSelection {
  addressId: number | null;
  /** The chosen address's pincode. */
  addressPincode?: string | null;
  paymentMethod: string;
  choices: SlotChoices;
}

/** No warehouse of the website delivers any of the cart to the chosen address. */
export const addressUnserved = (cart: Cart) => cart.grouped_items.length > 0 && deliveringGroups(cart).length === 0;

/**
 * Why the order cannot be placed yet, in the order the shopper meets them, in the page's words (the
 * Checkout messages); empty when it can. The server's own sentences (why a line cannot be ordered) go through `say`.
 */
export function placeBlockers(cart: Cart, selection: CheckoutSelection, t: Texts, say: (text: string) => string): string[] {
  if (cart.items.length === 0) return [t("cartEmpty")];
  const blockers: string[] = [];
  if (selection.addressId === null) blockers.push(t("chooseAddress"));
  // One message for the address, not one per item.
  if (selection.addressPincode && addressUnserved(cart)) return [t("unservedAddress", { pincode: selection.addressPincode })];
  const invalid = cart.items.filter((item) => !item.valid);
  for (const item of invalid) blockers.push(`${item.name} (${item.pack}): ${item.message ? say(item.message) : t("cannotBeOrdered")}`);
  if (invalid.length === 0 && !cart.serviceable) blockers.push(cart.message ? say(cart.message) : t("cartUndeliverable"));
  const groups = deliveringGroups(cart);
  if (invalid.length === 0 && groups.some((group) => !selection.choices[group.delivery_charge_id])) {
    blockers.push(t("chooseSlot"));
  }
  if (!cart.paymentMethods.some((method) => method.code === selection.paymentMethod)) blockers.push(t("choosePayment"));
  return blockers;
}

/** The method the server marks selected, else the first offered (cash on delivery). */
export function selectedPaymentMethod(cart: Cart): string {
  return cart.paymentMethods.find((method) => method.selected)?.code ?? cart.paymentMethods[0]?.code ?? "";
}

/** Where a shopper who left a gateway goes back to: checkout, with the still-payable order named. */
export const pendingCheckoutPath = (orderId: number) => `/checkout?pending=${orderId}`;

/** The methods paid at a gateway (the rest, cash on delivery, are paid later). */
export const ONLINE_METHODS: ReadonlySet<string> = new Set(["razorpay", "cashfree"]);

/** A gateway's start page for an order. */
export const paymentStartPath = (method: string, orderId: number) => `/checkout/${method}/${orderId}`;
