import type { Kysely } from "kysely";
import type { Database, OrderRow, TaxDocumentKind, TaxDocumentRow } from "@/backend/db/schema";
import { parseOrderAddress } from "@/backend/services/account/orders";
import { amountInWords } from "@/backend/services/gst/amount-in-words";
import { printedIndianDate } from "@/backend/services/gst/financial-year";
import { computeTax, GST_RATES, type GstRate, type TaxBreakdown } from "@/backend/services/gst/tax-lines";
import { addressLines } from "@/lib/api/schemas/account";
import { DOCUMENT_TITLES } from "@/lib/api/tax-documents";
import { gstinStateCode } from "@/lib/gst/gstin";
import { gstStateByCode, gstStateOf } from "@/lib/gst/states";
import type { Result } from "@/backend/services/result";

export const TAX_DOCUMENT_MESSAGES = {
  noInvoice: "This order has no tax invoice yet: it is issued once the order is confirmed.",
  noCreditNote: "This order has no credit note.",
} as const;

const MISSING: Record<TaxDocumentKind, keyof typeof TAX_DOCUMENT_MESSAGES> = { invoice: "noInvoice", credit_note: "noCreditNote" };

/** `noInvoice`: the order is not invoiced yet; `noCreditNote`: it was not cancelled after its invoice. */
export type TaxDocumentViewResult = Result<{ view: TaxDocumentView }, keyof typeof TAX_DOCUMENT_MESSAGES>;

export interface Party {
  name: string;
  lines: string[];
  gstin: string | null;
  state: string;
  stateCode: string | null;
}

/** Everything a tax invoice or credit note prints, with amounts in paise. */
export interface TaxDocumentView {
  kind: TaxDocumentKind;
  title: string;
  number: string;
  date: string;
  /** A credit note names the invoice it reverses. */
  againstInvoice: { number: string; date: string } | null;
  reason: string | null;
  orderNumber: string;
  orderDate: string;
  seller: Party & { tradeName: string; phone: string | null; email: string | null };
  buyer: Party & { phone: string };
  placeOfSupply: { state: string; code: string | null };
  tax: TaxBreakdown;
  amountInWords: string;
  paymentMethod: string;
}

const validRate = (rate: number): GstRate => ((GST_RATES as readonly number[]).includes(rate) ? (rate as GstRate) : 0);
const sameState = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const findTaxDocument = (db: Kysely<Database>, orderId: number, kind: TaxDocumentKind): Promise<TaxDocumentRow | undefined> =>
  db.selectFrom("tax_documents").selectAll().where("order_id", "=", orderId).where("kind", "=", kind).executeTakeFirst();

/** The document as printed, rebuilt from the order's own snapshot (lines, prices, rates, address) and the seller's registration. */
export async function taxDocumentView(db: Kysely<Database>, order: OrderRow, kind: TaxDocumentKind): Promise<TaxDocumentViewResult> {
  const document = await findTaxDocument(db, order.id, kind);
  if (!document) return { ok: false, reason: MISSING[kind] };
  const invoice = kind === "credit_note" ? await findTaxDocument(db, order.id, "invoice") : null;
  if (invoice === undefined) return { ok: false, reason: "noInvoice" };
  return { ok: true, view: await printedView(db, order, kind, document, invoice) };
}

async function printedView(
  db: Kysely<Database>,
  order: OrderRow,
  kind: TaxDocumentKind,
  document: TaxDocumentRow,
  invoice: TaxDocumentRow | null,
): Promise<TaxDocumentView> {
  const [website, address, items] = await Promise.all([
    db.selectFrom("websites").select(["name", "legal_name", "gstin"]).where("id", "=", order.website_id).executeTakeFirstOrThrow(),
    db.selectFrom("web_addresses").selectAll().where("website_id", "=", order.website_id).executeTakeFirst(),
    db.selectFrom("order_items").selectAll().where("order_id", "=", order.id).orderBy("id").execute(),
  ]);

  const sellerState = (website.gstin && gstStateByCode(gstinStateCode(website.gstin))) || gstStateOf(address?.state ?? "");
  const delivery = parseOrderAddress(order.address);
  const supplyState = gstStateOf(delivery.state);
  const intraState = sellerState && supplyState ? sellerState.code === supplyState.code : sameState(address?.state ?? "", delivery.state);

  const tax = computeTax({
    items: items.map((item) => ({
      description: `${item.name} (${item.pack_name})`,
      hsn: item.hsn_code ?? "",
      quantity: item.quantity,
      unitPricePaise: item.price,
      amountPaise: item.amount,
      rate: validRate(item.gst_rate),
    })),
    discountPaise: order.discount,
    deliveryPaise: order.delivery_charge,
    intraState,
  });

  return {
    kind,
    title: DOCUMENT_TITLES[kind],
    number: document.number,
    date: printedIndianDate(new Date(document.issued_at)),
    againstInvoice: invoice ? { number: invoice.number, date: printedIndianDate(new Date(invoice.issued_at)) } : null,
    reason: kind === "credit_note" ? `Order cancelled${order.cancel_reason ? `: ${order.cancel_reason}` : ""}` : null,
    orderNumber: order.order_number,
    orderDate: printedIndianDate(new Date(order.created_at)),
    seller: {
      name: website.legal_name ?? website.name,
      tradeName: website.name,
      lines: address ? [address.address, [address.city, address.state, address.pincode].filter(Boolean).join(", ")].filter((line): line is string => Boolean(line)) : [],
      gstin: website.gstin,
      state: sellerState?.name ?? address?.state ?? "",
      stateCode: sellerState?.code ?? null,
      phone: address?.phone ?? null,
      email: address?.email ?? null,
    },
    buyer: {
      name: delivery.name,
      lines: addressLines(delivery),
      gstin: order.buyer_gstin,
      state: supplyState?.name ?? delivery.state,
      stateCode: supplyState?.code ?? null,
      phone: delivery.phone,
    },
    placeOfSupply: { state: supplyState?.name ?? delivery.state, code: supplyState?.code ?? null },
    tax,
    amountInWords: amountInWords(tax.totalPaise),
    paymentMethod: order.payment_method,
  };
}
