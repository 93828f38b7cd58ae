// Units and unit-price bases only: the storefront's price and card code needs these at load, and
// importing the label parser in net-quantity.ts would bring its patterns along.

/** The units a pack's net quantity is declared in. */
export const NET_UNITS = ["g", "kg", "ml", "l", "piece"] as const;
export type NetUnit = (typeof NET_UNITS)[number];

/** What a unit price is quoted per: weights per kg, volumes per litre, counted goods per piece. */
export type UnitPriceBasis = "kg" | "l" | "piece";

const BASIS: Record<NetUnit, UnitPriceBasis> = { g: "kg", kg: "kg", ml: "l", l: "l", piece: "piece" };

export const unitPriceBasis = (unit: NetUnit): UnitPriceBasis => BASIS[unit];
