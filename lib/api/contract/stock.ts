/** What a shopper is told about a pack's stock; exact quantities stay private except the last few. */
export const STOCK_STATUSES = ["in_stock", "low_stock", "out_of_stock"] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** At or below this many units a pack is low on stock and says how many are left. */
export const LOW_STOCK_AT = 5;

export function stockStatusOf(quantity: number): StockStatus {
  if (quantity <= 0) return "out_of_stock";
  return quantity <= LOW_STOCK_AT ? "low_stock" : "in_stock";
}

/** The backend's words for a cart line the shelf cannot fill (the storefront's badges say theirs in the page's language). */
const SHORT_OF_STOCK = {
  /** "Kisan Gold Moong Dal 1 kg": the product and pack as the cart shows them. */
  outOfStock: (item: string) => `${item} is out of stock`,
  onlyLeft: (item: string, left: number) => `Only ${left} left of ${item}`,
} as const;

/** The product and pack as one line of a cart or message names them. */
export const packLabel = (productName: string, packName: string) => `${productName} ${packName}`;

/** Why the shelf cannot fill a line: "Kisan Gold Moong Dal 1 kg is out of stock", "Only 2 left of Kisan Gold Moong Dal 1 kg". */
export function shortOfStockMessage(productName: string, packName: string, left: number): string {
  const item = packLabel(productName, packName);
  return left <= 0 ? SHORT_OF_STOCK.outOfStock(item) : SHORT_OF_STOCK.onlyLeft(item, left);
}
