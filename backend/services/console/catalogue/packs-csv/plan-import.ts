import { parse } from "csv-parse/sync";
import { paise } from "@/backend/services/money";
import { consolePackBodySchema, consoleStockBodySchema } from "@/lib/api/schemas/console/products";
import { PACK_CSV_COLUMNS, STOCK_COLUMN_PREFIX, type PackImportChange, type PackImportError } from "@/lib/api/schemas/console/pack-import";
import type { PackSheet, SheetPack } from "./pack-sheet";
import { activeCell, moneyCell, readActive, readRupees, readUnits } from "./cells";

const PACK_IMPORT_MESSAGES = {
  unreadable: "The file is not a readable CSV",
  noSku: 'The first line must name the columns, with a "sku" column',
  empty: "The file has no packs",
} as const;

/** The new values of one pack that the file changes; stock is per warehouse id. */
export interface PackWrite {
  pack: SheetPack;
  /** Paise and flags as stored; undefined when only stock changes. */
  fields?: { price: number; act_price: number; gtin: string | null; active: number };
  stock: { warehouse_id: number; before: number; after: number }[];
}

export interface ImportPlan {
  changes: PackImportChange[];
  errors: PackImportError[];
  writes: PackWrite[];
}

/** A record as csv-parse gives it with `info`: its cells and the line it ends on. */
type ParsedRecord = { record: string[]; info: { lines: number } };

interface Columns {
  sku: number;
  mrp?: number;
  price?: number;
  gtin?: number;
  active?: number;
  stock: { index: number; name: string; warehouse_id: number }[];
}

function readHeader(header: string[], sheet: PackSheet): { columns?: Columns; errors: PackImportError[] } {
  const errors: PackImportError[] = [];
  const named = (name: string) => {
    const index = header.indexOf(name);
    return index < 0 ? undefined : index;
  };
  const stock: Columns["stock"] = [];
  header.forEach((name, index) => {
    if ((PACK_CSV_COLUMNS as readonly string[]).includes(name)) return;
    const warehouseName = name.replace(/^'/, "").startsWith(STOCK_COLUMN_PREFIX) ? name.replace(/^'/, "").slice(STOCK_COLUMN_PREFIX.length).trim() : undefined;
    const warehouse = warehouseName === undefined ? undefined : sheet.warehouses.find((candidate) => candidate.name === warehouseName);
    if (warehouse) stock.push({ index, name: `${STOCK_COLUMN_PREFIX}${warehouse.name}`, warehouse_id: warehouse.id });
    else if (warehouseName !== undefined) errors.push({ line: 1, message: `Unknown warehouse column "${name}": this website has no warehouse named "${warehouseName}"` });
    else errors.push({ line: 1, message: `Unknown column "${name}"` });
  });
  const sku = named("sku");
  if (sku === undefined) errors.push({ line: 1, message: PACK_IMPORT_MESSAGES.noSku });
  if (errors.length > 0 || sku === undefined) return { errors };
  return { columns: { sku, mrp: named("mrp"), price: named("price"), gtin: named("gtin"), active: named("active"), stock }, errors };
}

const issuesOf = (error: { issues: { message: string }[] }) => error.issues.map((issue) => issue.message);

/**
 * Reads one data line against the pack it names. The pack's new MRP, price, GTIN and active flag are
 * checked with the pack form's own schema, and each stock cell with the stock form's rule. An empty
 * cell leaves its field as it is, except GTIN, where empty clears it.
 */
function readLine(record: string[], line: number, columns: Columns, pack: SheetPack) {
  const reasons: string[] = [];
  const cell = (index: number | undefined) => (index === undefined ? "" : (record[index] ?? "").trim());
  const money = (name: "mrp" | "price", stored: number) => {
    const text = cell(columns[name]);
    if (text === "") return stored / 100;
    const value = readRupees(text);
    if (value === undefined) reasons.push(`Malformed number in ${name}: "${text}"`);
    return value ?? stored / 100;
  };
  const act_price = money("mrp", pack.act_price);
  const price = money("price", pack.price);
  const gtin = columns.gtin === undefined ? pack.gtin : cell(columns.gtin) || null;
  const activeText = cell(columns.active);
  const active = activeText === "" ? pack.active === 1 : readActive(activeText);
  if (active === undefined) reasons.push(`The active column takes yes or no, not "${activeText}"`);
  const checked = consolePackBodySchema.safeParse({ name: pack.name, net_quantity: pack.net_quantity, net_unit: pack.net_unit, act_price, price, gtin, active: active ?? true });
  if (!checked.success) reasons.push(...issuesOf(checked.error));
  const stock = columns.stock.flatMap(({ index, name, warehouse_id }) => {
    const text = cell(index);
    if (text === "") return [];
    const units = readUnits(text);
    if (units === undefined) {
      reasons.push(`Malformed number in ${name}: "${text}"`);
      return [];
    }
    const quantity = consoleStockBodySchema.shape.quantity.safeParse(units);
    if (!quantity.success) {
      reasons.push(...issuesOf(quantity.error).map((message) => `${name}: ${message}`));
      return [];
    }
    return [{ warehouse_id, name, before: pack.stock.get(warehouse_id) ?? 0, after: quantity.data }];
  });
  return { reasons, values: { price: paise(price), act_price: paise(act_price), gtin, active: active ? 1 : 0 }, stock };
}

function changesOf(line: number, pack: SheetPack, values: NonNullable<PackWrite["fields"]>, stock: { name: string; before: number; after: number }[]): PackImportChange[] {
  const shown = { line, pack_id: pack.id, product: pack.product_name, label: pack.name };
  const fields: [string, string, string][] = [
    ["mrp", moneyCell(pack.act_price), moneyCell(values.act_price)],
    ["price", moneyCell(pack.price), moneyCell(values.price)],
    ["gtin", pack.gtin ?? "", values.gtin ?? ""],
    ["active", activeCell(pack.active === 1), activeCell(values.active === 1)],
    ...stock.map((change): [string, string, string] => [change.name, String(change.before), String(change.after)]),
  ];
  return fields.filter(([, before, after]) => before !== after).map(([field, before, after]) => ({ ...shown, field, before, after }));
}

/** What importing the CSV text would change in the website's packs, and every line that cannot be imported. */
export function planPackImport(text: string, sheet: PackSheet): ImportPlan {
  let records: ParsedRecord[];
  try {
    // With `info`, csv-parse gives each record with its line numbers (its types do not say so).
    records = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as unknown as ParsedRecord[];
  } catch {
    return { changes: [], errors: [{ line: 1, message: PACK_IMPORT_MESSAGES.unreadable }], writes: [] };
  }
  const [header, ...data] = records;
  if (!header) return { changes: [], errors: [{ line: 1, message: PACK_IMPORT_MESSAGES.empty }], writes: [] };
  const { columns, errors } = readHeader(header.record, sheet);
  if (!columns) return { changes: [], errors, writes: [] };

  const packs = new Map(sheet.packs.map((pack) => [String(pack.id), pack]));
  const seen = new Map<string, number>();
  const changes: PackImportChange[] = [];
  const writes: PackWrite[] = [];
  for (const { record, info } of data) {
    const line = info.lines;
    const sku = (record[columns.sku] ?? "").trim();
    const pack = packs.get(sku);
    if (!pack) {
      errors.push({ line, message: sku ? `Unknown SKU "${sku}": no pack of this website has it` : "The sku is empty" });
      continue;
    }
    const earlier = seen.get(sku);
    if (earlier !== undefined) {
      errors.push({ line, message: `SKU ${sku} is on line ${earlier} already` });
      continue;
    }
    seen.set(sku, line);
    const read = readLine(record, line, columns, pack);
    if (read.reasons.length > 0) {
      errors.push(...read.reasons.map((message) => ({ line, message })));
      continue;
    }
    const found = changesOf(line, pack, read.values, read.stock);
    if (found.length === 0) continue;
    changes.push(...found);
    const fieldsChanged = found.some((change) => !change.field.startsWith(STOCK_COLUMN_PREFIX));
    writes.push({
      pack,
      fields: fieldsChanged ? read.values : undefined,
      stock: read.stock.filter((change) => change.before !== change.after).map(({ warehouse_id, before, after }) => ({ warehouse_id, before, after })),
    });
  }
  if (data.length === 0) errors.push({ line: 1, message: PACK_IMPORT_MESSAGES.empty });
  return { changes, errors, writes };
}
