/** Large stores for the benchmarks: a SQLite file of their own, filled with fast bulk inserts. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";

const BATCH = 500;

/** Points the store at a new SQLite file (call before the backend is loaded); answers how to remove it. */
export function openScratchDatabase(name: string) {
  const directory = mkdtempSync(join(tmpdir(), `${name}-`));
  process.env.SQLITE_PATH = join(directory, "store.sqlite");
  delete process.env.DATABASE_URL;
  return () => rmSync(directory, { recursive: true, force: true });
}

/** Runs `insert` for [start, end) slices of 0..count, in one transaction. */
export async function inBatches(db: Kysely<Database>, count: number, insert: (trx: Kysely<Database>, numbers: number[]) => Promise<unknown>) {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += BATCH) {
      await insert(trx, Array.from({ length: Math.min(BATCH, count - start) }, (_, index) => start + index));
    }
  });
}

/**
 * Adds `count` products named "Bench product n", each with one 1 kg pack (₹100, MRP ₹120) sold from
 * the website's first warehouse, with stock from 0 to 19; the category, when given, goes to every
 * tenth product. Answers the packs' ids.
 */
export async function addBenchProducts(db: Kysely<Database>, websiteId: number, count: number, categoryId: number | null = null) {
  const warehouse = await db.selectFrom("warehouses").select("id").where("website_id", "=", websiteId).orderBy("id").executeTakeFirstOrThrow();
  const now = Date.now();
  const packIds: number[] = [];
  await inBatches(db, count, async (trx, numbers) => {
    const products = await trx
      .insertInto("products")
      .values(
        numbers.map((n) => ({
          website_id: websiteId,
          category_id: n % 10 === 0 ? categoryId : null,
          brand_id: null,
          supplier_id: null,
          name: `Bench product ${n}`,
          slug: `bench-product-${n}`,
          description: null,
          info: null,
          active: n % 17 === 0 ? 0 : 1,
          created_at: new Date(now - n * 60_000).toISOString(),
          updated_at: new Date(now - n * 60_000).toISOString(),
          hsn_code: null,
        })),
      )
      .returning("id")
      .execute();
    const packs = await trx
      .insertInto("packs")
      .values(products.map(({ id }) => ({ product_id: id, warehouse_id: warehouse.id, name: "1 kg", price: 10_000, act_price: 12_000, discount_type: null })))
      .returning("id")
      .execute();
    await trx
      .insertInto("pack_stock")
      .values(packs.map(({ id }, index) => ({ pack_id: id, warehouse_id: warehouse.id, quantity: (numbers[index] * 7) % 20 })))
      .execute();
    packIds.push(...packs.map(({ id }) => id));
  });
  return packIds;
}
