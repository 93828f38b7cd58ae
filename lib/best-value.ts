import type { Pack } from "@/lib/api/schemas";
import { unitPriceBasis } from "@/lib/api/schemas/net-unit";

type Comparable = Pick<Pack, "pack_id" | "net_unit" | "unit_price" | "in_stock">;

/**
 * The pack a product page marks "Best value": the lowest unit price among the packs one can buy that
 * are quoted on the same basis (per kg, per litre or per piece; where a product mixes bases, the one
 * most of its packs share). None when fewer than two packs compare or their unit prices are all equal.
 */
export function bestValuePackId(packs: readonly Comparable[]): number | null {
  const families = new Map<string, { pack_id: number; unit_price: number }[]>();
  for (const pack of packs) {
    if (!pack.in_stock || pack.unit_price === null || pack.net_unit === null) continue;
    const basis = unitPriceBasis(pack.net_unit);
    families.set(basis, [...(families.get(basis) ?? []), { pack_id: pack.pack_id, unit_price: pack.unit_price }]);
  }
  const largest = [...families.values()].reduce<{ pack_id: number; unit_price: number }[]>((best, family) => (family.length > best.length ? family : best), []);
  if (largest.length < 2) return null;
  const cheapest = largest.reduce((best, pack) => (pack.unit_price < best.unit_price ? pack : best));
  return largest.every((pack) => pack.unit_price === cheapest.unit_price) ? null : cheapest.pack_id;
}
