import type { Kysely } from "kysely";
import type { Database, OrderRow, TaxDocumentKind, TaxDocumentRow } from "@/backend/db/schema";
import { takeDocumentNumber } from "./document-number";

const documentOf = (db: Kysely<Database>, orderId: number, kind: TaxDocumentKind) =>
  db.selectFrom("tax_documents").selectAll().where("order_id", "=", orderId).where("kind", "=", kind).executeTakeFirst();

/**
 * Records the order's document of this kind once. Call it inside the transaction that changed the
 * order's status (which holds the order row), so two calls for one order cannot both take a number.
 */
async function issueOnce(trx: Kysely<Database>, order: OrderRow, kind: TaxDocumentKind, now: Date): Promise<TaxDocumentRow> {
  const existing = await documentOf(trx, order.id, kind);
  if (existing) return existing;
  const website = await trx.selectFrom("websites").select(["id", "name"]).where("id", "=", order.website_id).executeTakeFirstOrThrow();
  const taken = await takeDocumentNumber(trx, website, kind, now);
  return trx
    .insertInto("tax_documents")
    .values({
      website_id: order.website_id,
      order_id: order.id,
      kind,
      number: taken.number,
      financial_year: taken.financialYear,
      sequence: taken.sequence,
      issued_at: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The tax invoice of an order that has just been confirmed. */
export const issueInvoice = (trx: Kysely<Database>, order: OrderRow, now: Date) => issueOnce(trx, order, "invoice", now);

/** A cancelled order's credit note, when it had an invoice to reverse. */
export async function issueCreditNote(trx: Kysely<Database>, order: OrderRow, now: Date): Promise<TaxDocumentRow | null> {
  if (!(await documentOf(trx, order.id, "invoice"))) return null;
  return issueOnce(trx, order, "credit_note", now);
}

export const taxDocumentsOf = (db: Kysely<Database>, orderId: number) =>
  db.selectFrom("tax_documents").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
