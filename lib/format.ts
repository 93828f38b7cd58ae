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
