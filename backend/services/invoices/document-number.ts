import type { Kysely } from "kysely";
import type { Database, TaxDocumentKind } from "@/backend/db/schema";
import { financialYear } from "@/backend/services/gst/financial-year";
import { orderNumberPrefix } from "@/backend/services/orders/order-number";

export interface DocumentNumber {
  number: string;
  financialYear: string;
  sequence: number;
}

const SERIES_MARK: Record<TaxDocumentKind, string> = { invoice: "", credit_note: "CN/" };

/** AS/2026-27/000123 for invoices, AS/CN/2026-27/000004 for credit notes. */
const formatDocumentNumber = (prefix: string, kind: TaxDocumentKind, year: string, sequence: number) =>
  `${prefix}/${SERIES_MARK[kind]}${year}/${String(sequence).padStart(6, "0")}`;

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
