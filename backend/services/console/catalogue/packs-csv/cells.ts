/** How the packs CSV writes a value, and reads it back. */

/** Paise as rupees with two decimals, e.g. 12050 → "120.50". */
export const moneyCell = (paise: number) => (paise / 100).toFixed(2);

export const activeCell = (active: boolean) => (active ? "yes" : "no");

const ACTIVE_WORDS: Record<string, boolean> = { yes: true, no: false, true: true, false: false, "1": true, "0": false };

/** "yes"/"no" (also true/false, 1/0); undefined for anything else. */
export const readActive = (cell: string): boolean | undefined => ACTIVE_WORDS[cell.toLowerCase()];

/** Rupees with at most two decimals, e.g. "120" or "120.5"; undefined when the cell is not such a number. */
export function readRupees(cell: string): number | undefined {
  return /^\d+(\.\d{1,2})?$/.test(cell) ? Number(cell) : undefined;
}

/** A signed decimal number of units, e.g. "12", "-3" or "2.5" (the stock rules then refuse the last two). */
export function readUnits(cell: string): number | undefined {
  return /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : undefined;
}
