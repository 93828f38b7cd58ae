import { ensureDatabase } from "@/backend/ensure-database";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { withTestDatabase } from "@/backend/test/database";
import type { SitemapData } from "@/lib/api/schemas";

withTestDatabase();

const TOKEN = "operator-secret-for-sitemap";

async function sitemap(origin?: string): Promise<SitemapData> {
  const response = await call("/api/sitemap", origin ? { origin } : {});
  expect(response.status).toBe(200);
  return response.json as SitemapData;
}

async function total(query: string, origin?: string): Promise<number> {
  return ((await call(`/api/products?${query}&perPage=1`, origin ? { origin } : {})).json as { meta: { total: number } }).meta.total;
}

describe("GET /api/sitemap", () => {
  it.each([
    ["the default website", undefined],
    ["the wholesale website", WHOLESALE_ORIGIN],
  ])("on %s lists every active product and exactly the listings that show products", async (_name, origin) => {
    const data = await sitemap(origin);
    expect(data.products.length).toBe(await total("sort=name", origin));
    for (const category of data.categories) expect(await total(`c=${category.slug}`, origin)).toBeGreaterThan(0);
    for (const brand of data.brands) expect(await total(`b=${brand.slug}`, origin)).toBeGreaterThan(0);
    for (const supplier of data.suppliers) expect(await total(`s=${supplier.slug}`, origin)).toBeGreaterThan(0);
    expect(data.brands.length).toBeGreaterThan(0);
    expect(data.suppliers.length).toBeGreaterThan(0);
    for (const entry of [...data.products, ...data.categories]) expect(new Date(entry.lastmod).toISOString()).toBe(entry.lastmod);
  });

  it("leaves out the categories that list no product", async () => {
    const db = await ensureDatabase();
    const wholesale = await db
      .selectFrom("websites")
      .innerJoin("categories", "categories.website_id", "websites.id")
      .select("categories.slug")
      .where("websites.is_default", "=", 0)
      .where("categories.active", "=", 1)
      .execute();
    const listed = new Set((await sitemap(WHOLESALE_ORIGIN)).categories.map((category) => category.slug));
    const empty = [];
    for (const { slug } of wholesale) if ((await total(`c=${slug}`, WHOLESALE_ORIGIN)) === 0) empty.push(slug);
    expect(empty.length).toBeGreaterThan(0);
    for (const slug of empty) expect(listed.has(slug)).toBe(false);
    expect(listed.size).toBe(wholesale.length - empty.length);
  });

  it("dates a product, its brand and its listings by the latest change made through the operator API", async () => {
    process.env.OPERATOR_TOKEN = TOKEN;
    try {
      const before = await sitemap();
      const product = (await call("/api/products/royal-harvest-classic-basmati-rice")).json as { product_id: number; brand_slug: string; packs: { pack_id: number; price: number }[] };
      const response = await call(`/api/operator/packs/${product.packs[0].pack_id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` },
        body: JSON.stringify({ price: product.packs[0].price - 1 }),
      });
      expect(response.status).toBe(200);
      const after = await sitemap();
      const dated = (data: SitemapData) => data.products.find((entry) => entry.slug === "royal-harvest-classic-basmati-rice")!.lastmod;
      expect(dated(after) > dated(before)).toBe(true);
      expect(after.brands.find((brand) => brand.slug === product.brand_slug)!.lastmod).toBe(dated(after));
      expect(after.categories.some((category) => category.lastmod === dated(after))).toBe(true);
    } finally {
      delete process.env.OPERATOR_TOKEN;
    }
  });
});
