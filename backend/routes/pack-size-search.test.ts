import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { withTestDatabase } from "@/backend/test/database";
import { productListSchema, type Product } from "@/lib/api/schemas";
import { suggestionsSchema } from "@/lib/api/schemas/search";

withTestDatabase();

async function found(q: string, origin?: string): Promise<Product[]> {
  const response = await call(`/api/products?perPage=100&q=${encodeURIComponent(q)}`, { origin });
  expect(response.status).toBe(200);
  return productListSchema.parse(response.json).data;
}

/** The pack each found product names, as "product: pack", for those that name one. */
const matchedPacks = (products: Product[]) =>
  products.flatMap((product) => {
    const pack = product.packs.find((item) => item.pack_id === product.matched_pack_id);
    return pack ? [`${product.product_name}: ${pack.pack_name}`] : [];
  });

describe("a search with a pack size finds the products by its other words and names their pack of that size", () => {
  it.each([
    ["oil 1l", /oil/, /^1 L$/],
    ["rice 5kg", /rice/, /^5 kg$/],
    ["atta 5 kg", /atta/, /^5 kg$/],
    ["sunflower oil 1 litre", /sunflower/, /^1 L$/],
  ])("%p on the retail website", async (q, name, pack) => {
    const products = await found(q);
    // The best match is named by the words and offers its pack of that size.
    expect(matchedPacks(products.slice(0, 1))).toEqual([expect.stringMatching(new RegExp(`${name.source}.*: ${pack.source.slice(1)}`, "i"))]);
    for (const line of matchedPacks(products)) expect(line).toMatch(new RegExp(`: ${pack.source.slice(1)}`));
  });

  it('"atta 25 kg" on the wholesale website', async () => {
    const products = await found("atta 25 kg", WHOLESALE_ORIGIN);
    expect(matchedPacks(products.slice(0, 1))).toEqual([expect.stringMatching(/atta.*: 25 kg$/i)]);
  });

  it("a search without a size names no pack", async () => {
    expect(matchedPacks(await found("rice"))).toEqual([]);
  });

  it("the header's suggestions read the size too", async () => {
    const response = await call(`/api/search/suggest?q=${encodeURIComponent("rice 5kg")}`);
    expect(suggestionsSchema.parse(response.json).products.length).toBeGreaterThan(0);
  });
});
