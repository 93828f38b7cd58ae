import { createRoute, z } from "@hono/zod-openapi";
import { refuse, type RefusalOf, type RefusalTable } from "@/backend/http/refusals";
import type { Context } from "hono";
import type { OrderRow, TaxDocumentKind } from "@/backend/db/schema";
import type { AppEnv } from "@/backend/http/env";
import type { StoreApp } from "@/backend/http/router";
import { idParamSchema } from "@/backend/schemas/account";
import { errorResponse, errorResponses } from "@/backend/schemas/common";
import { requireOwner } from "@/backend/http/signed-in";
import { TAX_DOCUMENT_MESSAGES, taxDocumentView, type TaxDocumentViewResult } from "@/backend/services/invoices/invoice-view";
import { renderTaxDocumentPdf } from "@/backend/services/invoices/render-pdf";
import { requireOwnOrder } from "./own-order";
import { taxDocumentPath } from "@/lib/api/tax-documents";

export const pdfResponse = (description: string) => ({ description, content: { "application/pdf": { schema: z.string().openapi({ type: "string", format: "binary" }) } } });

const documentRoute = (kind: TaxDocumentKind, summary: string) =>
  createRoute({
    method: "get",
    path: taxDocumentPath(kind, "{id}"),
    tags: ["Account"],
    summary,
    request: { params: idParamSchema },
    responses: {
      200: pdfResponse("The document as an A4 PDF, sent as a download"),
      401: errorResponse("Not signed in"),
      404: errorResponse("No such order of the signed-in customer, or no such document for it yet"),
      ...errorResponses,
    },
  });

const refusals = {
  noInvoice: { status: 404, message: TAX_DOCUMENT_MESSAGES.noInvoice },
  noCreditNote: { status: 404, message: TAX_DOCUMENT_MESSAGES.noCreditNote },
} as const satisfies RefusalTable<RefusalOf<TaxDocumentViewResult>>;

const fileName = (number: string) => `${number.replaceAll("/", "-")}.pdf`;

/** The order's invoice or credit note as a PDF download, or the 404 saying it has none yet. */
export async function sendTaxDocument(c: Context<AppEnv>, order: OrderRow, kind: TaxDocumentKind) {
  const printed = await taxDocumentView(c.get("db"), order, kind);
  if (!printed.ok) refuse(refusals, printed);
  const { view } = printed;
  const body = await renderTaxDocumentPdf(view);
  return c.body(new Uint8Array(body), 200, {
    "content-type": "application/pdf",
    "content-disposition": `attachment; filename="${fileName(view.number)}"`,
    "cache-control": "private, no-store",
  });
}

/** Tax invoices and credit notes, to the order's owner only (someone else's order answers like a missing one). */
export function registerTaxDocumentRoutes(app: StoreApp) {
  for (const [kind, summary] of [
    ["invoice", "The order's GST tax invoice (issued once the order is confirmed)"],
    ["credit_note", "The credit note of a cancelled order that had been invoiced"],
  ] as const) {
    app.openapi(documentRoute(kind, summary), async (c) => {
      const order = await requireOwnOrder(c.get("db"), requireOwner(c), c.req.valid("param").id);
      return sendTaxDocument(c, order, kind);
    });
  }
}
