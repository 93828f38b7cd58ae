import type { TaxDocumentKind } from "@/backend/db/schema";
import { getDb } from "@/backend/db/database";
import { withTestDatabase } from "@/backend/test/database";
import { taxDocumentView } from "./invoice-view";

withTestDatabase();

/** A seeded order that has every document in `has` and none in `lacks`. */
async function seededOrder(has: TaxDocumentKind[], lacks: TaxDocumentKind[]) {
  const orders = await getDb().selectFrom("orders").selectAll().orderBy("id").execute();
  const documents = await getDb().selectFrom("tax_documents").select(["order_id", "kind"]).execute();
  const kindsOf = (orderId: number) => documents.filter((document) => document.order_id === orderId).map((document) => document.kind);
  const order = orders.find((row) => has.every((kind) => kindsOf(row.id).includes(kind)) && lacks.every((kind) => !kindsOf(row.id).includes(kind)));
  if (!order) throw new Error(`The seed has no order with ${has.join(", ") || "no document"} and without ${lacks.join(", ")}`);
  return order;
}

describe("taxDocumentView", () => {
  it("names an order that is not invoiced yet", async () => {
    const order = await seededOrder([], ["invoice", "credit_note"]);
    await expect(taxDocumentView(getDb(), order, "invoice")).resolves.toEqual({ ok: false, reason: "noInvoice" });
  });

  it("names an invoiced order without a credit note, and prints its invoice", async () => {
    const order = await seededOrder(["invoice"], ["credit_note"]);
    await expect(taxDocumentView(getDb(), order, "credit_note")).resolves.toEqual({ ok: false, reason: "noCreditNote" });
    await expect(taxDocumentView(getDb(), order, "invoice")).resolves.toMatchObject({ ok: true, view: { kind: "invoice", orderNumber: order.order_number } });
  });
});
