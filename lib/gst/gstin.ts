import { invalidFormatMessage } from "@/lib/validation/rules";
import { GST_STATES } from "./states";

/**
 * A GSTIN: two-digit state code, the holder's PAN (five letters, four digits, a letter), the entity
 * number within that PAN (1-9, A-Z), a Z, and a check character computed over the first fourteen.
 */
const GSTIN_SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CODE_POINTS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

export const GSTIN_LABEL = "GSTIN";
export const GSTIN_INVALID = invalidFormatMessage(GSTIN_LABEL);

/** The check character GSTN computes: base-36 digits weighted 1, 2, 1, 2…, each product's base-36 digits summed. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = CODE_POINTS.indexOf(first14[index]) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CODE_POINTS[(36 - (sum % 36)) % 36];
}

export const normaliseGstin = (value: string) => value.trim().toUpperCase();

/** Shape, a known state code, and the check character. */
export function isValidGstin(value: string): boolean {
  const gstin = normaliseGstin(value);
  const match = GSTIN_SHAPE.exec(gstin);
  if (!match || !GST_STATES.some((state) => state.code === match[1])) return false;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

/** The form's and the API's rule: optional, else a valid GSTIN. */
export const gstinFieldValidator = (value: unknown): true | string =>
  typeof value !== "string" || value.trim() === "" || isValidGstin(value) ? true : GSTIN_INVALID;

export const gstinStateCode = (gstin: string) => gstin.slice(0, 2);
