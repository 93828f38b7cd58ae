/** What a shopper is told about a pack's stock; exact quantities stay private except the last few. */
export const STOCK_STATUSES = ["in_stock", "low_stock", "out_of_stock"] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** At or below this many units a pack is low on stock and says how many are left. */
export const LOW_STOCK_AT = 5;

export function stockStatusOf(quantity: number): StockStatus {
  if (quantity <= 0) return "out_of_stock";
  return quantity <= LOW_STOCK_AT ? "low_stock" : "in_stock";
}

/** The words for a pack's stock, the same on the backend's refusals and the storefront's badges. */
export const STOCK_MESSAGES = {
  outOfStock: "Out of stock",
  onlyLeft: (left: number) => `Only ${left} left`,
  /** "Kisan Gold Moong Dal 1 kg": the product and pack as the cart shows them. */
  lineOutOfStock: (item: string) => `${item} is out of stock`,
  lineOnlyLeft: (item: string, left: number) => `Only ${left} left of ${item}`,
  notifyMe: "Notify me",
  notifyRequested: "We will tell you when it is back",
} as const;

/** The product and pack as one line of a cart or message names them. */
export const packLabel = (productName: string, packName: string) => `${productName} ${packName}`;

/** Why the shelf cannot fill a line: "Kisan Gold Moong Dal 1 kg is out of stock", "Only 2 left of Kisan Gold Moong Dal 1 kg". */
export function shortOfStockMessage(productName: string, packName: string, left: number): string {
  const item = packLabel(productName, packName);
  return left <= 0 ? STOCK_MESSAGES.lineOutOfStock(item) : STOCK_MESSAGES.lineOnlyLeft(item, left);
}
