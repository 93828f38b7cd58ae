/**
 * How long importing a 10,000-row packs CSV takes: builds a SQLite store with 10,000 more packs (one a
 * product) on the default website, exports every pack, changes each price and stock in the file, then
 * times the dry run and the real import (one transaction). Run: npm run bench:csv-import
 */
import { performance } from "node:perf_hooks";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { addBenchProducts, openScratchDatabase } from "./bench-data";

const PACKS = 10_000;
const WEBSITE_ID = 1;
const ADMIN_PHONE = "9876543212";

const removeDatabase = openScratchDatabase("bench-csv-import");

async function main() {
  const { ensureDatabase } = await import("@/backend/ensure-database");
  const { exportPacksCsv } = await import("@/backend/services/console/catalogue/packs-csv/export-packs");
  const { importPacksCsv } = await import("@/backend/services/console/catalogue/packs-csv/import-packs");
  const db = await ensureDatabase();
  const admin = await db.selectFrom("users").select("id").where("phone", "=", ADMIN_PHONE).executeTakeFirstOrThrow();

  let started = performance.now();
  await addBenchProducts(db, WEBSITE_ID, PACKS);
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
  .finally(removeDatabase);
