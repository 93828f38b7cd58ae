import type { Kysely } from "kysely";
import { ensureDatabase } from "@/backend/ensure-database";
import type { Database, OrderRow } from "@/backend/db/schema";
import { issueInvoice } from "@/backend/services/invoices/issue";
import { placeCartAs, deliverablePacks, shopper } from "@/backend/test/orders";
import { amountInWords } from "@/backend/services/gst/amount-in-words";
import { call } from "@/backend/test/request";
import { post, signedInCookie } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import { pdfText } from "@/backend/test/pdf-text";
import { formatPrice } from "@/lib/format";
import { orderDetailSchema } from "@/lib/api/schemas/orders";

withTestDatabase();
jest.setTimeout(60_000);

let db: Kysely<Database>;

beforeAll(async () => {
  db = await ensureDatabase();
});

async function download(path: string, cookie?: string) {
  const response = await call(path, { cookie });
  return response;
}

const bytesOf = async (path: string, cookie: string) => {
  const { getApp } = await import("@/backend/app");
  const response = await getApp().fetch(new Request(`http://localhost${path}`, { headers: { cookie } }));
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
};

const orderOf = async (cookie: string, id: number) => orderDetailSchema.parse((await call(`/api/account/orders/${id}`, { cookie })).json);

describe("tax invoice PDF", () => {
  it("prints every field a GST invoice needs, CGST + SGST within the seller's state, totals that match the order", async () => {
    const asha = await signedInCookie("9876543210");
    const delivered = await db.selectFrom("orders").selectAll().where("user_id", "=", asha.userId).where("status", "=", "delivered").orderBy("id").executeTakeFirstOrThrow();
    const detail = await orderOf(asha.cookie, delivered.id);
    const invoice = detail.documents.find((document) => document.kind === "invoice")!;
    expect(invoice.number).toMatch(/^AS\/\d{4}\/\d{6}$/);
    expect(invoice.href).toBe(`/s/api/account/orders/${delivered.id}/invoice.pdf`);

    const file = await bytesOf(`/api/account/orders/${delivered.id}/invoice.pdf`, asha.cookie);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${invoice.number.replaceAll("/", "-")}.pdf"`);
    expect(file.headers.get("cache-control")).toContain("no-store");
    const text = pdfText(file.bytes);

    for (const field of [
      "TAX INVOICE",
      invoice.number,
      "Annapurna Retail Private Limited",
      "Trading as Annapurna Store",
      "GSTIN: 29AAKCA1234C1Z2",
      detail.address.name,
      "Place of supply",
      "Karnataka (29)",
      detail.order_number,
      "CGST",
      "SGST",
      "Taxable value",
      "HSN/SAC",
      `Invoice total`,
      formatPrice(detail.total),
      amountInWords(Math.round(detail.total * 100)),
      "Authorised signatory",
    ]) {
      expect(text).toContain(field);
    }
    expect(text).not.toContain("IGST");
    const items = await db.selectFrom("order_items").select(["hsn_code", "name"]).where("order_id", "=", delivered.id).execute();
    for (const item of items) {
      expect(item.hsn_code).toMatch(/^\d{4}$/);
      expect(text).toContain(item.hsn_code!);
      expect(text).toContain(item.name);
    }
  });

  it("prints IGST and the buyer's GSTIN when the goods go to another state", async () => {
    const buyer = await shopper("9876543215", "400001");
    await db.updateTable("users").set({ gstin: "27AAPFU0939F1ZV" }).where("id", "=", buyer.userId).execute();
    await db.updateTable("websites").set({ accepts_business_gstin: 1 }).where("id", "=", 1).execute();
    const moved = await post("/api/account/addresses", { name: "Rahul Verma", phone: "9876543215", pincode: "400001", line1: "4 Marine Drive", line2: "", landmark: "", city: "Mumbai", state: "Maharashtra", is_default: true }, buyer.cookie);
    const addressId = (moved.json as { address: { id: number } }).address.id;
    const [pack] = await deliverablePacks(db);
    const placed = await placeCartAs({ ...buyer, addressId }, pack, "cod", 2);
    await db.updateTable("websites").set({ accepts_business_gstin: 0 }).where("id", "=", 1).execute();
    const order = (await db.selectFrom("orders").selectAll().where("id", "=", placed.id).executeTakeFirstOrThrow()) as OrderRow;
    expect(order.buyer_gstin).toBe("27AAPFU0939F1ZV");
    await db.transaction().execute((trx) => issueInvoice(trx, order, new Date()));

    const text = pdfText((await bytesOf(`/api/account/orders/${placed.id}/invoice.pdf`, buyer.cookie)).bytes);
    expect(text).toContain("Maharashtra (27)");
    expect(text).toContain("GSTIN: 27AAPFU0939F1ZV");
    expect(text).toContain("IGST");
    expect(text).not.toContain("CGST");
    expect(text).toContain(formatPrice(placed.total));
  });

  it("is the owner's only: another customer and a guest get nothing, an unconfirmed order has no invoice yet", async () => {
    const asha = await signedInCookie("9876543210");
    const delivered = await db.selectFrom("orders").select("id").where("user_id", "=", asha.userId).where("status", "=", "delivered").executeTakeFirstOrThrow();
    const other = await signedInCookie("9876543216");
    const stranger = await download(`/api/account/orders/${delivered.id}/invoice.pdf`, other.cookie);
    expect(stranger.status).toBe(404);
    expect(stranger.json).toEqual({ message: "Order not found" });
    expect((await download(`/api/account/orders/${delivered.id}/invoice.pdf`)).status).toBe(401);

    const placed = await db.selectFrom("orders").select("id").where("user_id", "=", asha.userId).where("status", "=", "placed").executeTakeFirstOrThrow();
    const notYet = await download(`/api/account/orders/${placed.id}/invoice.pdf`, asha.cookie);
    expect(notYet.status).toBe(404);
    expect(notYet.json).toEqual({ message: "This order has no tax invoice yet: it is issued once the order is confirmed." });
    expect((await orderOf(asha.cookie, placed.id)).documents).toEqual([]);
  });

  it("a cancelled, invoiced order has a credit note against its invoice", async () => {
    const asha = await signedInCookie("9876543210");
    const cancelled = await db.selectFrom("orders").select("id").where("user_id", "=", asha.userId).where("status", "=", "cancelled").executeTakeFirstOrThrow();
    const detail = await orderOf(asha.cookie, cancelled.id);
    const [invoice, creditNote] = detail.documents;
    expect(creditNote).toMatchObject({ kind: "credit_note", title: "Credit Note" });
    expect(creditNote.number).toMatch(/^AS\/C\d{4}\/\d{5}$/);
    const text = pdfText((await bytesOf(creditNote.href.replace("/s", ""), asha.cookie)).bytes);
    expect(text).toContain("CREDIT NOTE");
    expect(text).toContain(`${invoice.number} of`);
    expect(text).toContain("Order cancelled: Ordered by mistake");
    expect(text).toContain(formatPrice(detail.total));
  });
});
