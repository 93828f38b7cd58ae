/**
 * GS1 trade item numbers (the barcode on a pack): GTIN-8, GTIN-12 (UPC), GTIN-13 (EAN; India's start
 * with 890) or GTIN-14, all digits, the last one a check digit over the others.
 */
const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

export const GTIN_MESSAGE = "A GTIN is 8, 12, 13 or 14 digits ending in a valid GS1 check digit";

/** The GS1 check digit for the digits before it: weights 3 and 1 alternate from the right. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let fromRight = 0; fromRight < body.length; fromRight++) {
    sum += Number(body[body.length - 1 - fromRight]) * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidGtin(code: string): boolean {
  if (!/^\d+$/.test(code) || !GTIN_LENGTHS.has(code.length)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}
