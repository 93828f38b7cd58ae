import { getDb } from "@/backend/db/database";
import { withTestDatabase } from "@/backend/test/database";
import { withStock } from "./levels";
import { requestStockAlert } from "./alerts";

withTestDatabase();

async function seededPack(inStock: boolean) {
  const db = getDb();
  const rows = await withStock(db.selectFrom("packs"))
    .innerJoin("products", "products.id", "packs.product_id")
    .select(["packs.id", "products.website_id"])
    .where("packs.active", "=", 1)
    .where("products.active", "=", 1)
    .execute();
  const pack = rows.find((row) => (Number(row.stock) > 0) === inStock);
  if (!pack) throw new Error(`The seed has no ${inStock ? "stocked" : "sold-out"} pack`);
  const user = await db.selectFrom("users").select("id").orderBy("id").executeTakeFirstOrThrow();
  return { packId: pack.id, owner: { userId: user.id, websiteId: pack.website_id } };
}

describe("requestStockAlert", () => {
  it("names a pack that is in stock", async () => {
    const { packId, owner } = await seededPack(true);
    await expect(requestStockAlert(getDb(), owner, packId, "en")).resolves.toEqual({ ok: false, reason: "inStock" });
  });

  it("names a pack this website does not sell", async () => {
    const { owner } = await seededPack(true);
    await expect(requestStockAlert(getDb(), owner, 999_999, "en")).resolves.toEqual({ ok: false, reason: "noSuchPack" });
  });

  it("records a request for a sold-out pack", async () => {
    const { packId, owner } = await seededPack(false);
    await expect(requestStockAlert(getDb(), owner, packId, "en")).resolves.toMatchObject({ ok: true });
  });
});
