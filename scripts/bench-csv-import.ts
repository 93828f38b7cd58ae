/**
 * How long importing a 10,000-row packs CSV takes: builds a SQLite store with 10,000 more packs (one a
 * product) on the default website, exports every pack, changes each price and stock in the file, then
 * times the dry run and the real import (one transaction). Run: npm run bench:csv-import
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

const PACKS = 10_000;
const BATCH = 500;
const WEBSITE_ID = 1;
const ADMIN_PHONE = "9876543212";

const directory = mkdtempSync(join(tmpdir(), "bench-csv-import-"));
process.env.SQLITE_PATH = join(directory, "store.sqlite");
delete process.env.DATABASE_URL;

async function main() {
  const { ensureDatabase } = await import("@/backend/ensure-database");
  const { exportPacksCsv } = await import("@/backend/services/console/catalogue/packs-csv/export-packs");
  const { importPacksCsv } = await import("@/backend/services/console/catalogue/packs-csv/import-packs");
  const db = await ensureDatabase();
  const warehouse = await db.selectFrom("warehouses").select("id").where("website_id", "=", WEBSITE_ID).orderBy("id").executeTakeFirstOrThrow();
  const admin = await db.selectFrom("users").select("id").where("phone", "=", ADMIN_PHONE).executeTakeFirstOrThrow();
  const now = new Date().toISOString();

  let started = performance.now();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < PACKS; start += BATCH) {
      const numbers = Array.from({ length: Math.min(BATCH, PACKS - start) }, (_, index) => start + index);
      const products = await trx
        .insertInto("products")
        .values(numbers.map((n) => ({ website_id: WEBSITE_ID, category_id: null, brand_id: null, supplier_id: null, name: `Bench product ${n}`, slug: `bench-product-${n}`, description: null, info: null, created_at: now, hsn_code: null })))
        .returning("id")
        .execute();
      const packs = await trx
        .insertInto("packs")
        .values(products.map(({ id }) => ({ product_id: id, warehouse_id: warehouse.id, name: "1 kg", price: 10_000, act_price: 12_000, discount_type: null })))
        .returning("id")
        .execute();
      await trx
        .insertInto("pack_stock")
        .values(packs.map(({ id }) => ({ pack_id: id, warehouse_id: warehouse.id, quantity: 10 })))
        .execute();
    }
  });
  console.log(`Built ${PACKS} packs in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const rows = parse(await exportPacksCsv(db, WEBSITE_ID)) as string[][];
  const [header, ...data] = rows;
  const price = header.indexOf("price");
  const stock = header.findIndex((name) => name.startsWith("stock: "));
  const bench = data.filter((row) => row[header.indexOf("slug")].startsWith("bench-product-"));
  for (const row of bench) {
    row[price] = "99.50";
    row[stock] = "25";
  }
  const file = stringify([header, ...bench]);
  const actor = { websiteId: WEBSITE_ID, userId: admin.id };

  started = performance.now();
  const dry = await importPacksCsv(db, actor, file, true);
  console.log(`Dry run of ${bench.length} rows: ${dry.changes.length} changes, ${dry.errors.length} errors, ${((performance.now() - started) / 1000).toFixed(2)} s`);
  started = performance.now();
  const real = await importPacksCsv(db, actor, file, false);
  const seconds = (performance.now() - started) / 1000;
  console.log(`Import of ${bench.length} rows: ${real.packs_changed} packs changed, ${seconds.toFixed(2)} s (target: under 30 s)`);
  await db.destroy();
  if (!real.imported || seconds >= 30) process.exitCode = 1;
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(directory, { recursive: true, force: true }));
