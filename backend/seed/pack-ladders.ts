export type PackShape = "bag" | "pouch" | "box" | "bottle" | "jar";

/** A size name and its price multiple of the product's base price. */
type Size = readonly [name: string, factor: number];

export interface PackLadder {
  shape: PackShape;
  /** Retail sizes; a product offers a run of consecutive sizes. */
  sizes: readonly Size[];
  /** What the wholesale website sells instead. */
  bulk: readonly Size[];
}

const ladder = (shape: PackShape, sizes: Size[], bulk: Size[]): PackLadder => ({ shape, sizes, bulk });

export const PACK_LADDERS = {
  grain: ladder("bag", [["500 g", 0.5], ["1 kg", 1], ["5 kg", 5], ["10 kg", 10]], [["25 kg", 25], ["50 kg", 50]]),
  atta: ladder("bag", [["1 kg", 1], ["5 kg", 5], ["10 kg", 10]], [["25 kg", 25], ["50 kg", 50]]),
  spice: ladder("pouch", [["50 g", 0.5], ["100 g", 1], ["200 g", 2], ["500 g", 5]], [["1 kg", 10], ["5 kg", 50]]),
  snack: ladder("pouch", [["150 g", 0.75], ["200 g", 1], ["400 g", 2]], [["Carton of 24 × 200 g", 24], ["Carton of 48 × 200 g", 48]]),
  biscuit: ladder("box", [["100 g", 0.5], ["200 g", 1], ["400 g", 2]], [["Carton of 36 × 200 g", 36]]),
  oil: ladder("bottle", [["500 ml", 0.5], ["1 L", 1], ["5 L", 5]], [["15 L tin", 15], ["Case of 12 × 1 L", 12]]),
  ghee: ladder("jar", [["200 ml", 0.2], ["500 ml", 0.5], ["1 L", 1]], [["5 L", 5], ["15 L tin", 15]]),
  tea: ladder("box", [["250 g", 1], ["500 g", 2], ["1 kg", 4]], [["5 kg", 20], ["Case of 24 × 250 g", 24]]),
  jar: ladder("jar", [["200 g", 0.4], ["500 g", 1], ["1 kg", 2]], [["Case of 12 × 500 g", 12]]),
  cereal: ladder("box", [["250 g", 0.5], ["500 g", 1], ["1 kg", 2]], [["Case of 12 × 500 g", 12]]),
  soap: ladder("box", [["125 g", 1], ["Pack of 4", 4]], [["Carton of 72 × 125 g", 72], ["Carton of 144 × 125 g", 144]]),
  care: ladder("bottle", [["100 ml", 0.5], ["200 ml", 1], ["500 ml", 2.5]], [["Case of 24 × 200 ml", 24]]),
  liquid: ladder("bottle", [["500 ml", 0.5], ["1 L", 1], ["2 L", 2], ["5 L", 5]], [["Case of 12 × 1 L", 12], ["20 L can", 20]]),
  single: ladder("box", [["1 pc", 1], ["Pack of 3", 3], ["Pack of 6", 6]], [["Box of 48", 48]]),
} as const satisfies Record<string, PackLadder>;

export type LadderName = keyof typeof PACK_LADDERS;
