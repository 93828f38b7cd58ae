import { z } from "zod";
import { formatPrice } from "@/lib/format";
import { cartSchema } from "./cart";
import { productSchema } from "./catalogue";

/** Why units of a past order's line did not go into the cart. */
export const LEFT_OUT_REASONS = ["outOfStock", "noLongerSold", "lineLimit"] as const;
type LeftOutReason = (typeof LEFT_OUT_REASONS)[number];

const LEFT_OUT_REASON_TEXT: Record<LeftOutReason, string> = {
  outOfStock: "out of stock",
  noLongerSold: "no longer sold",
  lineLimit: "your cart holds the most allowed",
};

const orderAgainAddedSchema = z.object({
  pack_id: z.number(),
  label: z.string(),
  quantity: z.number(),
  price: z.number(),
});

const orderAgainLeftOutSchema = z.object({
  pack_id: z.number().nullable(),
  label: z.string(),
  quantity: z.number(),
  reason: z.enum(LEFT_OUT_REASONS),
  /** Units still on the shelf when the reason is outOfStock and some were added. */
  left: z.number().nullable(),
});

/** A pack whose price changed since the order: it is added at today's price, and the shopper is told. */
const orderAgainPriceChangeSchema = z.object({
  pack_id: z.number(),
  label: z.string(),
  old_price: z.number(),
  new_price: z.number(),
});

export const orderAgainResultSchema = z.object({
  cart: cartSchema,
  added: z.array(orderAgainAddedSchema),
  left_out: z.array(orderAgainLeftOutSchema),
  price_changed: z.array(orderAgainPriceChangeSchema),
  message: z.string(),
});
type OrderAgainResult = z.infer<typeof orderAgainResultSchema>;
export type OrderAgainOutcome = Omit<OrderAgainResult, "cart" | "message">;

export const buyAgainSchema = z.object({ data: z.array(productSchema) });

const unitsText = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;

function leftOutText(line: z.infer<typeof orderAgainLeftOutSchema>): string {
  const why = line.reason === "outOfStock" && line.left !== null && line.left > 0 ? `only ${line.left} left` : LEFT_OUT_REASON_TEXT[line.reason];
  return `${line.quantity} × ${line.label} (${why})`;
}

/**
 * What the shopper reads after "Order again", one sentence a line:
 * "Added 3 items to your cart at today's prices."
 * "Price changed: Toor Dal 1 kg, now ₹160.00 (was ₹150.00)."
 * "Left out: 1 × Basmati Rice 5 kg (out of stock); 2 × Ghee 1 l (no longer sold)."
 */
export function orderAgainMessage({ added, left_out, price_changed }: OrderAgainOutcome): string {
  const units = added.reduce((sum, line) => sum + line.quantity, 0);
  const lines = [units > 0 ? `Added ${unitsText(units)} to your cart at today's prices.` : "Nothing from this order could be added to your cart."];
  if (price_changed.length > 0) {
    lines.push(`Price changed: ${price_changed.map((line) => `${line.label}, now ${formatPrice(line.new_price)} (was ${formatPrice(line.old_price)})`).join("; ")}.`);
  }
  if (left_out.length > 0) lines.push(`Left out: ${left_out.map(leftOutText).join("; ")}.`);
  return lines.join("\n");
}
