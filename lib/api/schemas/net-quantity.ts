import type { NetUnit } from "./net-unit";

export interface NetQuantity {
  quantity: number;
  unit: NetUnit;
}

/** The spellings sellers write on pack labels, by the unit they stand for. */
const UNIT_WORDS: Record<string, NetUnit> = {
  g: "g",
  gm: "g",
  gms: "g",
  gram: "g",
  grams: "g",
  kg: "kg",
  kgs: "kg",
  ml: "ml",
  l: "l",
  ltr: "l",
  litre: "l",
  litres: "l",
  liter: "l",
  liters: "l",
  pc: "piece",
  pcs: "piece",
  piece: "piece",
  pieces: "piece",
};

/** The unit a written word stands for ("kgs" → kg, "litre" → l), or undefined. */
export const netUnitOf = (word: string): NetUnit | undefined => (Object.hasOwn(UNIT_WORDS, word.toLowerCase()) ? UNIT_WORDS[word.toLowerCase()] : undefined);

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const GROUP = String.raw`(?:pack|box|case|carton|set)\s+of\s+`;
/** "500 g", "15 L tin", "Carton of 24 × 200 g", "2 x 1 kg". */
const SIZED = new RegExp(String.raw`^(?:${GROUP})?(?:(\d+)\s*[×x*]\s*)?${NUMBER}\s*([a-z]+)\.?(?:\s+[a-z]+)*$`, "i");
/** "Pack of 3", "Box of 48": that many pieces. */
const COUNTED = new RegExp(String.raw`^${GROUP}(\d+)(?:\s+(?:pcs?|pieces?))?$`, "i");

/** Three decimals are as fine as a declared quantity goes (1.125 kg), and they keep 12 × 0.1 L at 1.2. */
const tidy = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The net quantity a pack label declares ("500 g" → 500 g, "Case of 12 × 1 L" → 12 l, "Pack of 3" → 3
 * pieces), or null when the label does not say one plainly.
 */
export function parseNetQuantity(label: string): NetQuantity | null {
  const text = label.trim().replace(/\s+/g, " ");
  const counted = COUNTED.exec(text);
  if (counted) {
    const pieces = Number(counted[1]);
    return pieces > 0 ? { quantity: pieces, unit: "piece" } : null;
  }
  const sized = SIZED.exec(text);
  if (!sized) return null;
  const [, count, amount, word] = sized;
  const unit = netUnitOf(word);
  const quantity = tidy(Number(amount) * (count === undefined ? 1 : Number(count)));
  if (!unit || !(quantity > 0)) return null;
  if (unit === "piece" && !Number.isInteger(quantity)) return null;
  return { quantity, unit };
}
