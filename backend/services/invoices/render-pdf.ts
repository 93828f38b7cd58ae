import { createRequire } from "node:module";
import path from "node:path";
import PDFDocument from "pdfkit";
import { formatPrice } from "@/lib/format";
import type { TaxedLine } from "@/backend/services/gst/tax-lines";
import type { Party, TaxDocumentView } from "./invoice-view";

/** Noto Sans has the rupee sign (₹), which the PDF standard fonts lack; it is embedded, subset, in each file. */
const fontFile = (style: "400Regular" | "700Bold") =>
  createRequire(path.join(process.cwd(), "package.json")).resolve(`@expo-google-fonts/noto-sans/${style}/NotoSans_${style}.ttf`);

const PAGE_MARGIN = 36;
const INK = "#111827";
const MUTED = "#4b5563";
const RULE = "#d1d5db";
const HEAD_FILL = "#f3f4f6";

const amount = (paise: number) => (paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rupees = (paise: number) => formatPrice(paise / 100);
const percent = (rate: number) => `${Number.isInteger(rate) ? rate : rate.toFixed(1)}%`;

interface Column {
  title: string;
  width: number;
  align: "left" | "right";
  cell: (line: TaxedLine, index: number) => string;
}

function columnsFor(intraState: boolean): Column[] {
  const common: Column[] = [
    { title: "#", width: 16, align: "left", cell: (_, index) => String(index + 1) },
    { title: "Description", width: intraState ? 143 : 165, align: "left", cell: (line) => line.description },
    { title: "HSN/SAC", width: 44, align: "left", cell: (line) => line.hsn },
    { title: "Qty", width: 26, align: "right", cell: (line) => String(line.quantity) },
    { title: "Unit price", width: intraState ? 52 : 56, align: "right", cell: (line) => amount(line.unitPricePaise) },
    { title: "Discount", width: intraState ? 46 : 50, align: "right", cell: (line) => amount(line.discountPaise) },
    { title: "Taxable value", width: intraState ? 58 : 62, align: "right", cell: (line) => amount(line.taxablePaise) },
  ];
  const gst: Column[] = intraState
    ? [
        { title: "CGST", width: 46, align: "right", cell: (line) => `${percent(line.rate / 2)}\n${amount(line.cgstPaise)}` },
        { title: "SGST", width: 46, align: "right", cell: (line) => `${percent(line.rate / 2)}\n${amount(line.sgstPaise)}` },
      ]
    : [{ title: "IGST", width: 52, align: "right", cell: (line) => `${percent(line.rate)}\n${amount(line.igstPaise)}` }];
  return [...common, ...gst, { title: "Amount", width: intraState ? 46 : 52, align: "right", cell: (line) => amount(line.totalPaise) }];
}

/** A tax invoice or credit note as an A4 PDF. */
export function renderTaxDocumentPdf(view: TaxDocumentView): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE_MARGIN,
    info: { Title: `${view.title} ${view.number}`, Author: view.seller.name, Subject: `${view.title} for order ${view.orderNumber}` },
  });
  doc.registerFont("regular", fontFile("400Regular"));
  doc.registerFont("bold", fontFile("700Bold"));
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  layout(doc, view);
  doc.end();
  return finished;
}

const contentWidth = (doc: PDFKit.PDFDocument) => doc.page.width - 2 * PAGE_MARGIN;
const bottom = (doc: PDFKit.PDFDocument) => doc.page.height - PAGE_MARGIN;

function layout(doc: PDFKit.PDFDocument, view: TaxDocumentView) {
  const left = PAGE_MARGIN;
  const width = contentWidth(doc);

  doc.font("bold").fontSize(16).fillColor(INK).text(view.title.toUpperCase(), left, PAGE_MARGIN);
  doc.font("regular").fontSize(8).fillColor(MUTED).text("Original for recipient", left, PAGE_MARGIN + 4, { width, align: "right" });
  doc.moveDown(0.6);

  const top = doc.y;
  const half = width / 2 - 8;
  partyBlock(doc, "Sold by", { ...view.seller, lines: [`Trading as ${view.seller.tradeName}`, ...view.seller.lines, ...contactLines(view.seller)] }, left, top, half);
  const sellerBottom = doc.y;
  detailsBlock(doc, view, left + width / 2 + 8, top, half);
  doc.y = Math.max(sellerBottom, doc.y) + 10;

  partyBlock(doc, "Billed and shipped to", { ...view.buyer, lines: [...view.buyer.lines, `Phone: ${view.buyer.phone}`] }, left, doc.y, width);
  doc.moveDown(0.8);

  itemsTable(doc, view);
  summaryTable(doc, view);
  totalsBlock(doc, view);
  closing(doc, view);
}

function contactLines(seller: TaxDocumentView["seller"]) {
  return [seller.phone ? `Phone: ${seller.phone}` : "", seller.email ? `Email: ${seller.email}` : ""].filter(Boolean);
}

function stateText(party: Pick<Party, "state" | "stateCode">) {
  return party.stateCode ? `${party.state} (${party.stateCode})` : party.state;
}

function partyBlock(doc: PDFKit.PDFDocument, heading: string, party: Party, x: number, y: number, width: number) {
  doc.font("bold").fontSize(8).fillColor(MUTED).text(heading.toUpperCase(), x, y, { width });
  doc.font("bold").fontSize(10).fillColor(INK).text(party.name, x, doc.y + 2, { width });
  doc.font("regular").fontSize(8.5);
  for (const line of party.lines) doc.text(line, x, doc.y, { width });
  if (party.gstin) doc.font("bold").text(`GSTIN: ${party.gstin}`, x, doc.y, { width }).font("regular");
  doc.text(`State: ${stateText(party)}`, x, doc.y, { width });
}

function detailsBlock(doc: PDFKit.PDFDocument, view: TaxDocumentView, x: number, y: number, width: number) {
  const label = view.kind === "invoice" ? "Invoice" : "Credit note";
  const rows: [string, string][] = [
    [`${label} no.`, view.number],
    [`${label} date`, view.date],
    ...(view.againstInvoice ? ([["Against invoice", `${view.againstInvoice.number} of ${view.againstInvoice.date}`]] as [string, string][]) : []),
    ["Order no.", view.orderNumber],
    ["Order date", view.orderDate],
    ["Place of supply", stateText({ state: view.placeOfSupply.state, stateCode: view.placeOfSupply.code })],
    ["Reverse charge", "No"],
    ...(view.reason ? ([["Reason", view.reason]] as [string, string][]) : []),
  ];
  doc.y = y;
  for (const [name, value] of rows) {
    const rowY = doc.y;
    doc.font("regular").fontSize(8.5).fillColor(MUTED).text(name, x, rowY, { width: 90 });
    doc.font("bold").fillColor(INK).text(value, x + 90, rowY, { width: width - 90 });
    doc.y = Math.max(doc.y, rowY + 11);
  }
}

function drawRow(doc: PDFKit.PDFDocument, columns: Column[], cells: string[], y: number, bold: boolean, fill?: string) {
  doc.font(bold ? "bold" : "regular").fontSize(7.5);
  const heights = columns.map((column, index) => doc.heightOfString(cells[index], { width: column.width - 6 }));
  const height = Math.max(...heights) + 6;
  if (fill) doc.rect(PAGE_MARGIN, y, contentWidth(doc), height).fill(fill);
  let x = PAGE_MARGIN;
  doc.fillColor(INK);
  columns.forEach((column, index) => {
    doc.text(cells[index], x + 3, y + 3, { width: column.width - 6, align: column.align });
    x += column.width;
  });
  doc.moveTo(PAGE_MARGIN, y + height).lineTo(PAGE_MARGIN + contentWidth(doc), y + height).strokeColor(RULE).lineWidth(0.5).stroke();
  return y + height;
}

function rowHeight(doc: PDFKit.PDFDocument, columns: Column[], cells: string[]) {
  doc.font("regular").fontSize(7.5);
  return Math.max(...columns.map((column, index) => doc.heightOfString(cells[index], { width: column.width - 6 }))) + 6;
}

function itemsTable(doc: PDFKit.PDFDocument, view: TaxDocumentView) {
  const columns = columnsFor(view.tax.intraState);
  const header = columns.map((column) => column.title);
  let y = drawRow(doc, columns, header, doc.y, true, HEAD_FILL);
  view.tax.lines.forEach((line, index) => {
    const cells = columns.map((column) => column.cell(line, index));
    if (y + rowHeight(doc, columns, cells) > bottom(doc) - 20) {
      doc.addPage();
      y = drawRow(doc, columns, header, PAGE_MARGIN, true, HEAD_FILL);
    }
    y = drawRow(doc, columns, cells, y, false);
  });
  doc.y = y + 10;
}

function ensureRoom(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > bottom(doc)) {
    doc.addPage();
    doc.y = PAGE_MARGIN;
  }
}

function summaryTable(doc: PDFKit.PDFDocument, view: TaxDocumentView) {
  const intra = view.tax.intraState;
  const columns: Column[] = [
    { title: "GST rate", width: 60, align: "left", cell: () => "" },
    { title: "Taxable value", width: 80, align: "right", cell: () => "" },
    ...(intra
      ? ([
          { title: "CGST", width: 70, align: "right", cell: () => "" },
          { title: "SGST", width: 70, align: "right", cell: () => "" },
        ] as Column[])
      : ([{ title: "IGST", width: 70, align: "right", cell: () => "" }] as Column[])),
    { title: "Total tax", width: 80, align: "right", cell: () => "" },
  ];
  ensureRoom(doc, 24 + 14 * (view.tax.byRate.length + 2));
  doc.font("bold").fontSize(8.5).fillColor(INK).text("Tax summary", PAGE_MARGIN, doc.y);
  let y = doc.y + 3;
  const narrow = (cells: string[], bold: boolean, fill?: string) => {
    let x = PAGE_MARGIN;
    doc.font(bold ? "bold" : "regular").fontSize(7.5);
    if (fill) doc.rect(PAGE_MARGIN, y, columns.reduce((sum, column) => sum + column.width, 0), 14).fill(fill);
    doc.fillColor(INK);
    columns.forEach((column, index) => {
      doc.text(cells[index], x + 3, y + 3, { width: column.width - 6, align: column.align });
      x += column.width;
    });
    y += 14;
  };
  narrow(columns.map((column) => column.title), true, HEAD_FILL);
  for (const rate of view.tax.byRate) {
    const taxes = intra ? [amount(rate.cgstPaise), amount(rate.sgstPaise)] : [amount(rate.igstPaise)];
    narrow([percent(rate.rate), amount(rate.taxablePaise), ...taxes, amount(rate.cgstPaise + rate.sgstPaise + rate.igstPaise)], false);
  }
  const totals = intra ? [amount(view.tax.cgstPaise), amount(view.tax.sgstPaise)] : [amount(view.tax.igstPaise)];
  narrow(["Total", amount(view.tax.taxablePaise), ...totals, amount(view.tax.cgstPaise + view.tax.sgstPaise + view.tax.igstPaise)], true);
  doc.y = y + 10;
}

function totalsBlock(doc: PDFKit.PDFDocument, view: TaxDocumentView) {
  const { tax } = view;
  const rows: [string, string][] = [
    ["Taxable value", rupees(tax.taxablePaise)],
    ...(tax.intraState
      ? ([
          ["CGST", rupees(tax.cgstPaise)],
          ["SGST", rupees(tax.sgstPaise)],
        ] as [string, string][])
      : ([["IGST", rupees(tax.igstPaise)]] as [string, string][])),
  ];
  ensureRoom(doc, 16 * (rows.length + 1) + 50);
  const x = PAGE_MARGIN + contentWidth(doc) - 220;
  for (const [name, value] of rows) {
    const rowY = doc.y;
    doc.font("regular").fontSize(9).fillColor(MUTED).text(name, x, rowY, { width: 120 });
    doc.fillColor(INK).text(value, x + 120, rowY, { width: 100, align: "right" });
  }
  const totalY = doc.y + 2;
  doc.moveTo(x, totalY).lineTo(x + 220, totalY).strokeColor(INK).lineWidth(0.8).stroke();
  const label = view.kind === "invoice" ? "Invoice total" : "Credit note total";
  doc.font("bold").fontSize(10.5).fillColor(INK).text(label, x, totalY + 4, { width: 120 });
  doc.text(rupees(tax.totalPaise), x + 120, totalY + 4, { width: 100, align: "right" });
  doc.moveDown(0.8);
  doc.font("regular").fontSize(8.5).fillColor(MUTED).text("Amount in words", PAGE_MARGIN, doc.y);
  doc.font("bold").fillColor(INK).text(view.amountInWords, PAGE_MARGIN, doc.y, { width: contentWidth(doc) });
}

function closing(doc: PDFKit.PDFDocument, view: TaxDocumentView) {
  ensureRoom(doc, 90);
  doc.moveDown(1);
  doc.font("regular").fontSize(7.5).fillColor(MUTED);
  doc.text(
    "Prices include GST. A discount shown on this document lowers the taxable value of the lines it applies to; delivery charges are part of the supply and taxed at the rate of its principal item.",
    PAGE_MARGIN,
    doc.y,
    { width: contentWidth(doc) },
  );
  doc.moveDown(1.5);
  doc.font("bold").fontSize(9).fillColor(INK).text(`For ${view.seller.name}`, PAGE_MARGIN, doc.y, { width: contentWidth(doc), align: "right" });
  doc.moveDown(1.8);
  doc.font("regular").fontSize(8).text("Authorised signatory", PAGE_MARGIN, doc.y, { width: contentWidth(doc), align: "right" });
  doc.fillColor(MUTED).text("This is a computer-generated document and needs no signature.", PAGE_MARGIN, doc.y + 4, { width: contentWidth(doc), align: "right" });
}
