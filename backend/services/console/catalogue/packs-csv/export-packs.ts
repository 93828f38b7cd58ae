import type { Kysely } from "kysely";
import { stringify } from "csv-stringify/sync";
import type { Database } from "@/backend/db/schema";
import { PACK_CSV_COLUMNS, STOCK_COLUMN_PREFIX } from "@/lib/api/schemas/console/pack-import";
import { loadPackSheet } from "./pack-sheet";
import { activeCell, moneyCell } from "./cells";

/** A spreadsheet runs a cell that starts with one of these as a formula; a leading ' makes it text. */
const FORMULA_START = /^[=+\-@\t\r]/;
const textCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** Every pack of the website as CSV: one row a pack, prices in rupees, one stock column per warehouse. */
export async function exportPacksCsv(db: Kysely<Database>, websiteId: number): Promise<string> {
  const { warehouses, packs } = await loadPackSheet(db, websiteId);
  const header = [...PACK_CSV_COLUMNS, ...warehouses.map((warehouse) => textCell(`${STOCK_COLUMN_PREFIX}${warehouse.name}`))];
  const rows = packs.map((pack) => [
    String(pack.id),
    textCell(pack.product_name),
    textCell(pack.product_slug),
    textCell(pack.name),
    moneyCell(pack.act_price),
    moneyCell(pack.price),
    pack.gtin ?? "",
    activeCell(pack.active === 1),
    ...warehouses.map((warehouse) => String(pack.stock.get(warehouse.id) ?? 0)),
  ]);
  return stringify([header, ...rows], { record_delimiter: "\r\n" });
}
