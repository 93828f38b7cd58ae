import type { OrderAgainOutcome } from "@/lib/api/schemas/buy-again";
import { formatPrice } from "@/lib/format";
import type { Texts } from "@/lib/i18n/texts";

type LeftOut = OrderAgainOutcome["left_out"][number];

function why(line: LeftOut, t: Texts): string {
  if (line.reason === "outOfStock" && line.left !== null && line.left > 0) return t("orderAgainWhy_onlyLeft", { left: line.left });
  return t(`orderAgainWhy_${line.reason}`);
}

/**
 * What the shopper reads after "Order again", one sentence a line, in the page's language (the "Order"
 * texts): what was added, whose price changed, what was left out and why. In English it is word for
 * word the API's own `message` (orderAgainMessage), which other callers of the API read.
 */
export function orderAgainSummary({ added, left_out, price_changed }: OrderAgainOutcome, t: Texts): string {
  const units = added.reduce((sum, line) => sum + line.quantity, 0);
  const lines = [units > 0 ? t("orderAgainAdded", { count: units }) : t("orderAgainNothing")];
  if (price_changed.length > 0) {
    const changes = price_changed.map((line) => t("orderAgainPriceLine", { label: line.label, newPrice: formatPrice(line.new_price), oldPrice: formatPrice(line.old_price) }));
    lines.push(t("orderAgainPriceChanged", { lines: changes.join("; ") }));
  }
  if (left_out.length > 0) {
    const missing = left_out.map((line) => t("orderAgainLeftOutLine", { quantity: line.quantity, label: line.label, why: why(line, t) }));
    lines.push(t("orderAgainLeftOut", { lines: missing.join("; ") }));
  }
  return lines.join("\n");
}
