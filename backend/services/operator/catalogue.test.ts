import { getDb } from "@/backend/db/database";
import { withTestDatabase } from "@/backend/test/database";
import { updatePack, updateProduct } from "./catalogue";

withTestDatabase();

const seededPack = () => getDb().selectFrom("packs").select(["id", "product_id", "price", "act_price"]).orderBy("id").executeTakeFirstOrThrow();

describe("updatePack", () => {
  it("names an empty change, an unknown pack and a price above the MRP, and saves nothing", async () => {
    const pack = await seededPack();
    await expect(updatePack(getDb(), pack.id, {})).resolves.toEqual({ ok: false, reason: "nothingToChange" });
    await expect(updatePack(getDb(), 999_999, { price: 10 })).resolves.toEqual({ ok: false, reason: "packNotFound" });
    await expect(updatePack(getDb(), pack.id, { price: pack.act_price / 100 + 1 })).resolves.toEqual({ ok: false, reason: "priceAboveMrp" });
    await expect(seededPack()).resolves.toEqual(pack);
  });

  it("saves a price at or below the MRP", async () => {
    const pack = await seededPack();
    await expect(updatePack(getDb(), pack.id, { price: pack.act_price / 100 })).resolves.toMatchObject({
      ok: true,
      pack: { pack_id: pack.id, price: pack.act_price / 100, discount: 0 },
    });
  });
});

describe("updateProduct", () => {
  it("names an empty change and an unknown product", async () => {
    const pack = await seededPack();
    await expect(updateProduct(getDb(), pack.product_id, {})).resolves.toEqual({ ok: false, reason: "nothingToChange" });
    await expect(updateProduct(getDb(), 999_999, { active: false })).resolves.toEqual({ ok: false, reason: "productNotFound" });
  });

  it("renames a product", async () => {
    const pack = await seededPack();
    await expect(updateProduct(getDb(), pack.product_id, { product_name: "Renamed rice" })).resolves.toMatchObject({
      ok: true,
      product: { product_id: pack.product_id, product_name: "Renamed rice" },
    });
  });
});
