import type { Kysely } from "kysely";
import type { Database, TaxDocumentKind } from "@/backend/db/schema";
import { financialYear } from "@/backend/services/gst/financial-year";
import { orderNumberPrefix } from "@/backend/services/orders/order-number";

export interface DocumentNumber {
  number: string;
  financialYear: string;
  sequence: number;
}

/**
 * GST invoice rules allow at most 16 characters (letters, digits, "-" and "/") in a document number,
 * unique per financial year. With a website prefix of up to 4 letters, "AS/2627/000123" (invoices,
 * a million a year) and "AS/C2627/00004" (credit notes, a hundred thousand a year) both fit.
 */
export const MAX_DOCUMENT_NUMBER_LENGTH = 16;
const SERIES: Record<TaxDocumentKind, { mark: string; digits: number }> = { invoice: { mark: "", digits: 6 }, credit_note: { mark: "C", digits: 5 } };

/** "2026-27" → "2627". */
const shortYear = (year: string) => `${year.slice(2, 4)}${year.slice(5, 7)}`;

export function formatDocumentNumber(prefix: string, kind: TaxDocumentKind, year: string, sequence: number): string {
  const { mark, digits } = SERIES[kind];
  const number = `${prefix}/${mark}${shortYear(year)}/${String(sequence).padStart(digits, "0")}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH) throw new Error(`The ${kind} series of ${year} is full: ${number} is longer than ${MAX_DOCUMENT_NUMBER_LENGTH} characters`);
  return number;
}

/**
 * The next number of the website's series for the financial year of `at`, from its counter row, like
 * order numbers: called inside the transaction that records the document, the row stays locked until
 * it ends, so concurrent issues take consecutive numbers and one that rolls back leaves no gap.
 */
export async function takeDocumentNumber(
  trx: Kysely<Database>,
  website: { id: number; name: string },
  kind: TaxDocumentKind,
  at: Date,
): Promise<DocumentNumber> {
  const year = financialYear(at);
  await trx
    .insertInto("document_counters")
    .values({ website_id: website.id, series: kind, financial_year: year, last_sequence: 0 })
    .onConflict((oc) => oc.columns(["website_id", "series", "financial_year"]).doNothing())
    .execute();
  const { last_sequence } = await trx
    .updateTable("document_counters")
    .set((eb) => ({ last_sequence: eb("last_sequence", "+", 1) }))
    .where("website_id", "=", website.id)
    .where("series", "=", kind)
    .where("financial_year", "=", year)
    .returning("last_sequence")
    .executeTakeFirstOrThrow();
  return { number: formatDocumentNumber(orderNumberPrefix(website.name), kind, year, last_sequence), financialYear: year, sequence: last_sequence };
}
