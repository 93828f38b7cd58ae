import { unitPriceBasis, type NetUnit, type UnitPriceBasis } from "@/lib/api/schemas/net-quantity";

const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });

/** Every price on the site: ₹, INR, en-IN grouping (₹1,23,456.00). */
export function formatPrice(amount: number | string | null | undefined): string {
  const value = typeof amount === "string" ? Number(amount) : amount;
  return inr.format(typeof value === "number" && Number.isFinite(value) ? value : 0);
}

/** A pack's discount as shoppers read it: '10% off' for percentages, '₹20 off' for flat amounts. */
export function formatDiscount(discount: number, discountType?: string | null): string {
  if (!discount || discount <= 0) return "";
  const type = (discountType ?? "").toLowerCase();
  if (type === "flat" || type === "amount" || type === "fixed") return `${formatPrice(discount)} off`;
  return `${Number.isInteger(discount) ? discount : discount.toFixed(1)}% off`;
}

/** The discount of a pack from its price and MRP when the pack has none of its own. */
export function discountPercent(price: number, actPrice: number): number {
  if (!actPrice || actPrice <= price) return 0;
  return Math.round(((actPrice - price) / actPrice) * 100);
}

const BASIS_LABEL: Record<UnitPriceBasis, string> = { kg: "kg", l: "L", piece: "pc" };
const inrWhole = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** A unit sale price as shelves show it: ₹138/kg, ₹89.25/L, ₹70.25/pc (paise only when there are some). */
export function formatUnitPrice(unitPrice: number, unit: NetUnit): string {
  const amount = Number.isInteger(unitPrice) ? inrWhole.format(unitPrice) : formatPrice(unitPrice);
  return `${amount}/${BASIS_LABEL[unitPriceBasis(unit)]}`;
}
