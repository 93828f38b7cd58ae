import { z } from "zod";

/** GET exports the website's packs as CSV; POST imports one. */
export const PACK_CSV_PATH = "/api/console/packs.csv";

/** A CSV of packs is at most this large (10,000 packs with several warehouses fit well within it). */
export const PACK_CSV_MAX_BYTES = 5 * 1024 * 1024;

/** The columns of the packs CSV; a stock column per warehouse follows them, named `stock: <warehouse>`. */
export const PACK_CSV_COLUMNS = ["sku", "product", "slug", "label", "mrp", "price", "gtin", "active"] as const;
export const STOCK_COLUMN_PREFIX = "stock: ";

/** A field the import changes: the pack's MRP, price, GTIN or active flag, or its stock on a warehouse's shelf. */
const packImportChangeSchema = z.object({
  line: z.number(),
  pack_id: z.number(),
  product: z.string(),
  label: z.string(),
  /** "mrp", "price", "gtin", "active" or the stock column's name. */
  field: z.string(),
  before: z.string(),
  after: z.string(),
});
export type PackImportChange = z.infer<typeof packImportChangeSchema>;

/** Why a line of the file cannot be imported; line 1 is the header. */
const packImportErrorSchema = z.object({ line: z.number(), message: z.string() });
export type PackImportError = z.infer<typeof packImportErrorSchema>;

/** What an import would change (dry run) or changed, and every line it refused. */
export const packImportReportSchema = z.object({
  dry_run: z.boolean(),
  imported: z.boolean(),
  packs_changed: z.number(),
  changes: z.array(packImportChangeSchema),
  errors: z.array(packImportErrorSchema),
  message: z.string(),
});
export type PackImportReport = z.infer<typeof packImportReportSchema>;
