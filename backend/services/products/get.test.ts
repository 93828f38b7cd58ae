import { getDb } from "@/backend/db/database";
import { withTestDatabase } from "@/backend/test/database";
import { getProduct } from "./get";

withTestDatabase();

async function seededProduct() {
  return getDb().selectFrom("products").select(["id", "slug", "website_id"]).where("active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
}

describe("getProduct", () => {
  it("names a slug or id that no product of the website has", async () => {
    const product = await seededProduct();
    await expect(getProduct(getDb(), product.website_id, "no-such-product")).resolves.toEqual({ ok: false, reason: "unknownProduct" });
    await expect(getProduct(getDb(), product.website_id, "999999")).resolves.toEqual({ ok: false, reason: "unknownProduct" });
    await expect(getProduct(getDb(), product.website_id + 1000, product.slug)).resolves.toEqual({ ok: false, reason: "unknownProduct" });
  });

  it("finds an active product by slug and by id", async () => {
    const product = await seededProduct();
    await expect(getProduct(getDb(), product.website_id, product.slug)).resolves.toMatchObject({ ok: true, product: { product_id: product.id } });
    await expect(getProduct(getDb(), product.website_id, String(product.id))).resolves.toMatchObject({ ok: true, product: { product_id: product.id } });
  });
});
