import { unitPriceBasis, type NetUnit, type UnitPriceBasis } from "@/lib/api/schemas/net-unit";

/*
 * Rupees are written out here rather than with Intl.NumberFormat: a page's first Intl formatter makes
 * the browser load its locale data, about 25 ms of main-thread work on a desktop (100 ms on a phone)
 * before the page can respond. The output is what Intl's en-IN currency format gives, except that an
 * amount that rounds to zero never shows a minus sign.
 */

/** Paise in the amount as written in decimal (the way Intl rounds: half away from zero), as digits. */
function paiseDigits(amount: number): string {
  const written = String(amount);
  if (written.includes("e")) return amount < 1 ? "0" : `${BigInt(Math.round(amount))}00`;
  const [whole, fraction = ""] = written.split(".");
  const paise = `${whole}${fraction.padEnd(2, "0").slice(0, 2)}`;
  return fraction[2] >= "5" ? String(BigInt(paise) + 1n) : paise;
}

/** Indian digit grouping: the last three digits, then pairs (1,23,45,678). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

function rupees(amount: number, withPaise: boolean): string {
  const paise = paiseDigits(Math.abs(amount)).padStart(3, "0");
  const whole = groupIndian(paise.slice(0, -2).replace(/^0+(?=\d)/, ""));
  const sign = amount < 0 && /[1-9]/.test(paise) ? "-" : "";
  return withPaise ? `${sign}₹${whole}.${paise.slice(-2)}` : `${sign}₹${whole}`;
}

/** Every price on the site: ₹, INR, en-IN grouping (₹1,23,456.00). */
/** Paise as shoppers read them in the server's messages, exactly as the storefront prints prices: ₹1,234.50 */
export const formatPaise = (paise: number) => formatPrice(Math.round(paise) / 100);

export function formatPrice(amount: number | string | null | undefined): string {
  const value = typeof amount === "string" ? Number(amount) : amount;
  return rupees(typeof value === "number" && Number.isFinite(value) ? value : 0, true);
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

/** A unit sale price as shelves show it: ₹138/kg, ₹89.25/L, ₹70.25/pc (paise only when there are some). */
export function formatUnitPrice(unitPrice: number, unit: NetUnit): string {
  const amount = Number.isInteger(unitPrice) ? rupees(unitPrice, false) : formatPrice(unitPrice);
  return `${amount}/${BASIS_LABEL[unitPriceBasis(unit)]}`;
}
