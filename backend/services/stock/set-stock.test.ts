import { getDb } from "@/backend/db/database";
import { withTestDatabase } from "@/backend/test/database";
import { setPackStock } from "./set-stock";

withTestDatabase();

/** A pack of one website and a warehouse of another. */
async function packAndForeignWarehouse() {
  const db = getDb();
  const pack = await db
    .selectFrom("packs")
    .innerJoin("products", "products.id", "packs.product_id")
    .select(["packs.id", "packs.warehouse_id", "products.website_id"])
    .orderBy("packs.id")
    .executeTakeFirstOrThrow();
  const foreign = await db.selectFrom("warehouses").select("id").where("website_id", "<>", pack.website_id).executeTakeFirst();
  if (!foreign) throw new Error("The seed has a single website's warehouses");
  return { pack, foreignWarehouseId: foreign.id };
}

describe("setPackStock", () => {
  it("names an id no pack has", async () => {
    await expect(setPackStock(getDb(), 999_999, { quantity: 5 })).resolves.toEqual({ ok: false, reason: "unknownPack" });
  });

  it("names a warehouse of another website", async () => {
    const { pack, foreignWarehouseId } = await packAndForeignWarehouse();
    await expect(setPackStock(getDb(), pack.id, { quantity: 5, warehouse_id: foreignWarehouseId })).resolves.toEqual({ ok: false, reason: "otherWarehouse" });
  });

  it("sets the count on the pack's own warehouse", async () => {
    const { pack } = await packAndForeignWarehouse();
    await expect(setPackStock(getDb(), pack.id, { quantity: 7 })).resolves.toMatchObject({ ok: true, saved: { pack_id: pack.id, warehouse_id: pack.warehouse_id, quantity: 7 } });
  });
});
