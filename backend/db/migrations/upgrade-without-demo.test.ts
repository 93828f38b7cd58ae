import type { Kysely } from "kysely";
import { ensureDatabase } from "@/backend/ensure-database";
import { dialectOf } from "@/backend/db/dialect";
import { withTestDatabase } from "@/backend/test/database";
import { gstInvoicesMigration } from "./015-gst-invoices";
import { stockMigration, UNCOUNTED_STOCK } from "./019-stock";

withTestDatabase();

/** Runs a migration again over the seeded catalogue, as on a store that existed before it. */
async function upgradeThrough(migration: typeof stockMigration) {
  const db = await ensureDatabase();
  const untyped = db as unknown as Kysely<unknown>;
  await migration.down(untyped, dialectOf(db));
  await migration.up(untyped, dialectOf(db));
  return db;
}

describe("migrations on a store that already has data", () => {
  it("019 gives every existing pack the same plain count, not the demo's stock", async () => {
    const db = await upgradeThrough(stockMigration);
    const packs = await db.selectFrom("packs").select("id").execute();
    const stock = await db.selectFrom("pack_stock").select(["pack_id", "quantity"]).execute();
    expect(stock).toHaveLength(packs.length);
    expect(new Set(stock.map((row) => row.quantity))).toEqual(new Set([UNCOUNTED_STOCK]));
  });

  it("015 leaves GST registrations and product classes for the operator instead of the demo's", async () => {
    const db = await upgradeThrough(gstInvoicesMigration);
    expect(await db.selectFrom("websites").select(["legal_name", "gstin"]).where("gstin", "is not", null).execute()).toEqual([]);
    expect(await db.selectFrom("products").select("id").where("hsn_code", "is not", null).execute()).toEqual([]);
  });
});
