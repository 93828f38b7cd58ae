import type { NetUnit } from "@/lib/api/schemas/net-unit";
import { rupees } from "../money";

/** Millionths of the quoting unit (kg, litre, piece) in one thousandth of each declared unit. */
const MILLIONTHS_OF_BASIS: Record<NetUnit, number> = { g: 1, ml: 1, kg: 1000, l: 1000, piece: 1000 };

/**
 * A pack's unit sale price in paise: per kg for weights, per litre for volumes, per piece for counted
 * goods; rounded half up to the paisa. Null when the pack declares no net quantity. Integer arithmetic
 * throughout (quantities to three decimals), so 0.1 L or 1.1 kg round the way a shopper's calculator would.
 */
export function unitPricePaise(pricePaise: number, quantity: number | null, unit: NetUnit | null): number | null {
  if (quantity === null || unit === null || !(quantity > 0)) return null;
  const declared = Math.round(quantity * 1000) * MILLIONTHS_OF_BASIS[unit];
  if (declared === 0) return null;
  const numerator = Math.round(pricePaise) * 1_000_000;
  return Math.floor((2 * numerator + declared) / (2 * declared));
}

/** The net quantity and unit price fields of a pack or cart line on the wire (the price in rupees). */
export function netQuantityFields(pack: { price: number; net_quantity: number | null; net_unit: NetUnit | null }) {
  const perUnit = unitPricePaise(pack.price, pack.net_quantity, pack.net_unit);
  return {
    net_quantity: pack.net_unit === null ? null : pack.net_quantity,
    net_unit: pack.net_quantity === null ? null : pack.net_unit,
    unit_price: perUnit === null ? null : rupees(perUnit),
  };
}
