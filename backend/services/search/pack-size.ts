import { sql, type RawBuilder } from "kysely";
import { netUnitOf } from "@/lib/api/schemas/net-quantity";
import type { NetUnit } from "@/lib/api/schemas/net-unit";

/** A pack size a shopper typed, in grams or millilitres (kg and litres converted). */
export interface PackSize {
  amount: number;
  unit: "g" | "ml";
}

/** "5kg", "5 kg", "1l", "1 litre", "500 ml": a number and a unit word, not inside another word. */
const SIZE_IN_TEXT = /(?<![\p{L}\p{N}.])(\d+(?:\.\d+)?)\s*([a-z]+)(?![\p{L}\p{N}])/giu;

const BASE: Partial<Record<NetUnit, { unit: PackSize["unit"]; times: number }>> = {
  g: { unit: "g", times: 1 },
  kg: { unit: "g", times: 1000 },
  ml: { unit: "ml", times: 1 },
  l: { unit: "ml", times: 1000 },
};

/** Thousandths of a gram or millilitre: declared quantities go to three decimals, so equal sizes compare exactly. */
const thousandths = (amount: number) => Math.round(amount * 1000);

/**
 * The first pack size in the shopper's text ("oil 1l", "atta 5 kg") and the text without it, so the
 * other words find the products and the size picks their pack. Pieces are not sizes here: "pack of 3"
 * stays words.
 */
export function readPackSize(text: string | undefined): { words: string | undefined; size: PackSize | null } {
  if (!text) return { words: text, size: null };
  const normalised = text.normalize("NFKC");
  for (const match of normalised.matchAll(SIZE_IN_TEXT)) {
    const unit = netUnitOf(match[2]);
    const base = unit && BASE[unit];
    const amount = Number(match[1]);
    if (!base || !(amount > 0)) continue;
    const words = `${normalised.slice(0, match.index)} ${normalised.slice(match.index + match[0].length)}`.replace(/\s+/g, " ").trim();
    return { words, size: { amount: thousandths(amount * base.times) / 1000, unit: base.unit } };
  }
  return { words: text, size: null };
}

/** Whether a pack declares this size. */
export function packHasSize(pack: { net_quantity: number | null; net_unit: NetUnit | null }, size: PackSize): boolean {
  const base = pack.net_unit && BASE[pack.net_unit];
  if (!base || base.unit !== size.unit || pack.net_quantity === null) return false;
  return thousandths(pack.net_quantity * base.times) === thousandths(size.amount);
}

/** 1 when an active pack of the product declares this size, else 0 (as a column of a products query). */
export function hasPackOfSize(size: PackSize): RawBuilder<number> {
  const units = Object.entries(BASE).filter(([, base]) => base.unit === size.unit);
  const declared = sql.join(
    units.map(([unit, base]) => sql`(packs.net_unit = ${unit} and round(packs.net_quantity * ${base.times * 1000}) = ${thousandths(size.amount)})`),
    sql` or `,
  );
  return sql<number>`(case when exists (select 1 from packs where packs.product_id = products.id and packs.active = 1 and (${declared})) then 1 else 0 end)`;
}
