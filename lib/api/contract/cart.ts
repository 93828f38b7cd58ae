import type { Cart } from "../schemas/cart";

/** What an empty coupon code is told, by the backend and by the coupon field before it asks. */
export const COUPON_CODE_MISSING = "Please enter a coupon code";

/** The refusal of one unit too many, worded the same by the backend and the storefront. */
export const lineLimitMessage = (limit: number) => `You can add at most ${limit} of this item`;

/**
 * Where + rests on a cart line, and why: the line limit, or the shelf when it holds fewer (`left` on
 * it). The words are the page's (components/cart/line-limit-text.ts).
 */
export type LineLimit = { max: number; reason: "lineLimit" | "onlyLeft" | "outOfStock"; left: number };

export function lineLimitOf(line: Pick<Cart["items"][number], "max_quantity" | "stock_left"> | undefined): LineLimit | null {
  if (!line || line.max_quantity === null) return null;
  const max = line.max_quantity;
  if (line.stock_left === null || line.stock_left > max) return { max, reason: "lineLimit", left: max };
  return { max, reason: line.stock_left > 0 ? "onlyLeft" : "outOfStock", left: line.stock_left };
}

/** The cart of a visitor who has put nothing in it yet: what the contract's defaults make of an empty reply. */
export const emptyCart = (): Cart => ({
  quantity: 0,
  total: 0,
  amount: 0,
  offercode: "",
  serviceable: true,
  notes: "",
  message: "",
  discount: 0,
  delivery_charge: 0,
  finalDelivery: 0,
  deliveryMessage: "",
  paymentMethods: [],
  cod_unavailable: "",
  items: [],
  grouped_items: [],
  del_date: "",
  del_start_time: "",
  del_end_time: "",
  deliveryInfo: [],
});
