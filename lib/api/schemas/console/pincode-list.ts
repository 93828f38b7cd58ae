import { pincodePattern } from "@/lib/validation/patterns";

export interface PincodeList {
  pincodes: string[];
  /** Given more than once: kept once. */
  duplicates: string[];
  invalid: { value: string; line: number }[];
}

const unquoted = (cell: string) => cell.trim().replace(/^"(.*)"$/, "$1").trim();

/**
 * Pincodes typed one a line, separated by commas, or a CSV file of them (a first cell "pincode" is its
 * header). Every cell that is not a pincode is reported with its line, so nothing bad slips in quietly.
 */
export function parsePincodeList(text: string): PincodeList {
  const seen = new Set<string>();
  const list: PincodeList = { pincodes: [], duplicates: [], invalid: [] };
  text.split(/\r?\n/).forEach((row, index) => {
    for (const value of row.split(/[,;\t]/).map(unquoted)) {
      if (value === "" || (index === 0 && value.toLowerCase() === "pincode")) continue;
      if (!pincodePattern.regex.test(value)) list.invalid.push({ value, line: index + 1 });
      else if (seen.has(value)) list.duplicates.push(value);
      else {
        seen.add(value);
        list.pincodes.push(value);
      }
    }
  });
  return list;
}

export const invalidPincodeMessage = ({ value, line }: { value: string; line: number }) =>
  `Line ${line}: "${value}" is not a pincode (6 digits, the first not 0)`;
