import type { DeliveryArea } from "./lines";
import { CASH_ON_DELIVERY_MESSAGES } from "@/lib/api/schemas/shopper-sentences";

export { CASH_ON_DELIVERY_MESSAGES };

type CodRule = Pick<DeliveryArea, "warehouse_name" | "cod_enabled" | "cod_limit">;

/**
 * Why the cart cannot be paid in cash, or null when it can: every delivery area it is sent from must
 * take cash on delivery, and the total must be within the lowest of their limits.
 */
export function cashOnDeliveryRefusal(areas: CodRule[], totalPaise: number): string | null {
  const off = areas.find((area) => area.cod_enabled !== 1);
  if (off) return CASH_ON_DELIVERY_MESSAGES.off(off.warehouse_name);
  const limits = areas.map((area) => area.cod_limit).filter((limit): limit is number => limit !== null);
  const lowest = limits.length > 0 ? Math.min(...limits) : null;
  return lowest !== null && totalPaise > lowest ? CASH_ON_DELIVERY_MESSAGES.overLimit(lowest) : null;
}
