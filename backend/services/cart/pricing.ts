/** Cart arithmetic in paise: pure, so every rule has a unit test. */

import { CART_VIEW_MESSAGES } from "@/lib/api/schemas/shopper-sentences";

export interface PricedLine {
  price: number;
  quantity: number;
  valid: boolean;
  /** The warehouse_pincodes row serving the line, null when none does. */
  deliveryChargeId: number | null;
}

export interface DeliveryRule {
  deliveryChargeId: number;
  charge: number;
  /** Orders of this group at or above this amount ship free; null means never free. */
  freeAbove: number | null;
}

export interface GroupDelivery {
  deliveryChargeId: number;
  amount: number;
  charge: number;
  final: number;
  /** Paise still needed for free delivery; 0 when it is free already or never can be. */
  shortOfFree: number;
}

export const lineAmount = (line: Pick<PricedLine, "price" | "quantity">) => line.price * line.quantity;

/** What the shopper pays for goods: valid lines only. */
export const cartAmount = (lines: PricedLine[]) =>
  lines.reduce((sum, line) => (line.valid ? sum + lineAmount(line) : sum), 0);

export const cartUnits = (lines: PricedLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** One entry per delivery group that has valid lines, in the order the groups first appear. */
export function groupDeliveries(lines: PricedLine[], rules: DeliveryRule[]): GroupDelivery[] {
  const amounts = new Map<number, number>();
  for (const line of lines) {
    if (!line.valid || line.deliveryChargeId === null) continue;
    amounts.set(line.deliveryChargeId, (amounts.get(line.deliveryChargeId) ?? 0) + lineAmount(line));
  }
  return [...amounts].flatMap(([deliveryChargeId, amount]) => {
    const rule = rules.find((candidate) => candidate.deliveryChargeId === deliveryChargeId);
    if (!rule) return [];
    const free = rule.freeAbove !== null && amount >= rule.freeAbove;
    return [
      {
        deliveryChargeId,
        amount,
        charge: rule.charge,
        final: free ? 0 : rule.charge,
        shortOfFree: !free && rule.freeAbove !== null && rule.charge > 0 ? rule.freeAbove - amount : 0,
      },
    ];
  });
}

/** 'Free delivery', 'Add ₹120.00 more for free delivery', or '' when nothing is delivered yet. */
export function deliveryMessage(groups: GroupDelivery[], formatRupees: (paise: number) => string): string {
  if (groups.length === 0) return "";
  const short = groups.find((group) => group.shortOfFree > 0);
  if (short) return CART_VIEW_MESSAGES.addForFreeDelivery(formatRupees(short.shortOfFree));
  return groups.every((group) => group.final === 0) ? CART_VIEW_MESSAGES.freeDelivery : "";
}

export interface CartTotals {
  amount: number;
  discount: number;
  deliveryCharge: number;
  finalDelivery: number;
  total: number;
}

export function cartTotals(lines: PricedLine[], groups: GroupDelivery[], discount: number): CartTotals {
  const amount = cartAmount(lines);
  const applied = Math.min(Math.max(discount, 0), amount);
  const deliveryCharge = groups.reduce((sum, group) => sum + group.charge, 0);
  const finalDelivery = groups.reduce((sum, group) => sum + group.final, 0);
  return { amount, discount: applied, deliveryCharge, finalDelivery, total: amount - applied + finalDelivery };
}
