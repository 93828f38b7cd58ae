import { getDb } from "@/backend/db/database";
import { withTestDatabase } from "@/backend/test/database";
import { takeStock } from "./take";

withTestDatabase();

async function stockedPacks() {
  const rows = await getDb()
    .selectFrom("pack_stock")
    .innerJoin("packs", (join) => join.onRef("packs.id", "=", "pack_stock.pack_id").onRef("packs.warehouse_id", "=", "pack_stock.warehouse_id"))
    .select(["packs.id as pack_id", "packs.product_id", "pack_stock.warehouse_id", "pack_stock.quantity", "packs.name"])
    .where("pack_stock.quantity", ">", 5)
    .orderBy("packs.id")
    .limit(2)
    .execute();
  if (rows.length < 2) throw new Error("The seed has fewer than two stocked packs");
  return rows.map((row) => ({ ...row, pack: row.name, name: `Product ${row.product_id}` }));
}

describe("takeStock", () => {
  it("names the first line the shelf cannot fill, with the units left", async () => {
    const [first, second] = await stockedPacks();
    const lines = [
      { ...first, quantity: 1 },
      { ...second, quantity: second.quantity + 1 },
    ];
    const refused = await getDb()
      .transaction()
      .execute((trx) => takeStock(trx, lines));
    expect(refused).toEqual({ ok: false, reason: "shortOfStock", line: { name: second.name, pack: second.pack }, left: second.quantity });
  });

  it("takes every line the shelf can fill", async () => {
    const [first] = await stockedPacks();
    const taken = await getDb()
      .transaction()
      .execute((trx) => takeStock(trx, [{ ...first, quantity: 2 }]));
    expect(taken).toEqual({ ok: true, changes: [{ pack_id: first.pack_id, product_id: first.product_id, before: first.quantity, after: first.quantity - 2 }] });
  });
});
