import { invalidate } from "@/backend/cache/invalidation";
import { productChangeTags } from "@/lib/cache/tags";
import { getDb } from "@/backend/db/database";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { withTestDatabase } from "@/backend/test/database";
import { errorBodySchema, productListSchema, productSchema, type Product } from "@/lib/api/schemas";

withTestDatabase();

async function list(query: string, origin?: string) {
  const response = await call(`/api/products${query}`, { origin });
  expect(response.status).toBe(200);
  return productListSchema.parse(response.json);
}

const names = (products: Product[]) => products.map((product) => product.product_name);
const lowestPrice = (product: Product) => Math.min(...product.packs.map((pack) => pack.price));
const anyInStock = (product: Product) => product.packs.some((pack) => pack.in_stock);

/** A sorted list puts products with no pack in stock last: each part is in the sort's order on its own. */
function inStockFirst(products: Product[]): [Product[], Product[]] {
  const cut = products.findIndex((product) => !anyInStock(product));
  const [available, gone] = cut === -1 ? [products, []] : [products.slice(0, cut), products.slice(cut)];
  expect(gone.every((product) => !anyInStock(product))).toBe(true);
  return [available, gone];
}

describe("GET /api/products", () => {
  it("answers a page of products that the storefront schema accepts", async () => {
    const page = await list("");
    expect(page.meta).toEqual({ total: 80, page: 1, perPage: 24 });
    expect(page.data).toHaveLength(24);
    for (const product of page.data) {
      expect(product.medias.length).toBeGreaterThanOrEqual(1);
      expect(product.image).toBe(product.medias[0].src);
      expect(product.image).toMatch(/^products\/[a-z0-9-]+-1\.svg$/);
      expect(product.wishlist).toBe(false);
      expect(product.packs.length).toBeGreaterThanOrEqual(1);
      expect(product.packs.length).toBeLessThanOrEqual(4);
      expect(product.category_slug).toBeTruthy();
      for (const pack of product.packs) {
        expect(pack.price).toBeLessThanOrEqual(pack.act_price);
        expect(pack.discount).toBe(Math.round(((pack.act_price - pack.price) / pack.act_price) * 100));
        expect(pack.discount_type).toBe(pack.discount > 0 ? "percent" : null);
        expect(pack.in_stock).toBe(pack.stock_status !== "out_of_stock");
        expect(pack.stock_left === null).toBe(pack.stock_status !== "low_stock");
      }
    }
  });

  it("says each pack's stock as a status, with the count only when few are left", async () => {
    const product = async (slug: string) => productSchema.parse((await call(`/api/products/${slug}`)).json);
    const moong = await product("kisan-gold-moong-dal");
    expect(moong.packs.map(({ pack_name, in_stock, stock_status, stock_left }) => ({ pack_name, in_stock, stock_status, stock_left }))).toEqual([
      { pack_name: "1 kg", in_stock: true, stock_status: "low_stock", stock_left: 2 },
      { pack_name: "5 kg", in_stock: true, stock_status: "in_stock", stock_left: null },
    ]);
    const camphor = await product("shubh-clean-camphor-tablets");
    expect(camphor.packs).toEqual([expect.objectContaining({ in_stock: false, stock_status: "out_of_stock", stock_left: null })]);
    const raw = (await call("/api/products/royal-harvest-classic-basmati-rice")).json as { packs: Record<string, unknown>[] };
    for (const pack of raw.packs) expect(Object.keys(pack)).not.toContain("quantity");
  });

  it("shows money in rupees from paise", async () => {
    const page = await list("?perPage=1");
    const [pack] = page.data[0].packs;
    const stored = await getDb().selectFrom("packs").select(["price", "act_price"]).where("id", "=", pack.pack_id).executeTakeFirstOrThrow();
    expect(pack.price).toBe(stored.price / 100);
    expect(pack.act_price).toBe(stored.act_price / 100);
  });

  it("gives every pack its net quantity and its price per kg, per litre or per piece, on both websites", async () => {
    const unitPrices = async (slug: string, origin?: string) =>
      productSchema.parse((await call(`/api/products/${slug}`, { origin })).json).packs.map(({ pack_name, net_quantity, net_unit, unit_price }) => [pack_name, net_quantity, net_unit, unit_price]);
    expect((await unitPrices("royal-harvest-classic-basmati-rice"))[0]).toEqual(["500 g", 500, "g", 138]);
    expect(await unitPrices("shubh-clean-dishwash-gel")).toEqual([
      ["500 ml", 500, "ml", 112],
      ["1 L", 1, "l", 106],
      ["2 L", 2, "l", 89.25],
      ["5 L", 5, "l", 80.4],
    ]);
    expect(await unitPrices("herbal-roots-clove-toothpaste")).toEqual([
      ["1 pc", 1, "piece", 90.5],
      ["Pack of 3", 3, "piece", 90.67],
      ["Pack of 6", 6, "piece", 70.25],
    ]);
    expect(await unitPrices("swarna-dhara-cold-pressed-groundnut-oil", WHOLESALE_ORIGIN)).toEqual([
      ["15 L tin", 15, "l", 223.73],
      ["Case of 12 × 1 L", 12, "l", 169.46],
    ]);
    const wholesale = await list("?perPage=100", WHOLESALE_ORIGIN);
    expect(wholesale.data.flatMap((product) => product.packs).filter((pack) => pack.unit_price === null)).toEqual([]);
  });

  it("lists only products on offer with on_offer=1, the largest saving on MRP first with sort=discount", async () => {
    const saving = (product: Product) => Math.max(0, ...product.packs.map((pack) => (pack.act_price > pack.price ? (pack.act_price - pack.price) / pack.act_price : 0)));
    const all = await list("?perPage=100");
    const offers = await list("?perPage=100&on_offer=1&sort=discount");
    expect(offers.meta.total).toBe(all.data.filter((product) => saving(product) > 0).length);
    expect(offers.meta.total).toBeGreaterThan(0);
    expect(offers.meta.total).toBeLessThan(all.meta.total);
    for (const part of inStockFirst(offers.data)) {
      const savings = part.map(saving);
      expect(savings.every((value) => value > 0)).toBe(true);
      expect(savings).toEqual([...savings].sort((a, b) => b - a));
    }
    expect(await call("/api/products?on_offer=yes")).toMatchObject({ status: 400, json: { message: "on_offer must be 1 (or left out)" } });
  });

  it("pages through every product exactly once", async () => {
    const seen = new Set<number>();
    for (let page = 1; page <= 8; page++) {
      const result = await list(`?perPage=10&page=${page}`);
      expect(result.meta).toEqual({ total: 80, page, perPage: 10 });
      result.data.forEach((product) => seen.add(product.product_id));
    }
    expect(seen.size).toBe(80);
    const beyond = await list("?perPage=10&page=9");
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(80);
  });

  describe("search", () => {
    it("matches word prefixes: bas finds Basmati", async () => {
      const result = await list("?q=bas");
      expect(result.meta.total).toBeGreaterThanOrEqual(3);
      expect(names(result.data).slice(0, 3).every((name) => name.includes("Basmati"))).toBe(true);
      for (const product of result.data) {
        const text = `${product.product_name} ${product.brand_name} ${product.product_description}`.toLowerCase();
        expect(text).toMatch(/\bbas/);
      }
    });

    it("finds by name or brand alone when some product holds the words there, by description when none does", async () => {
      // Poha's description says "flattened rice": with rice in other products' names it is left out.
      const rice = names((await list("?q=rice&perPage=100")).data);
      expect(rice.length).toBeGreaterThan(5);
      expect(rice).not.toContain("Kisan Gold Thick Poha");
      for (const name of rice) expect(name).toMatch(/\brice\b/i);
      expect(names((await list("?q=flattened&perPage=100")).data)).toEqual(["Kisan Gold Thick Poha"]);
    });

    it("needs every word and searches the brand too", async () => {
      expect(names((await list("?q=toor%20dal")).data)).toEqual(["Kisan Gold Toor Dal"]);
      const brand = await list("?q=swarna&perPage=100");
      expect(brand.meta.total).toBe(6);
      expect(brand.data.every((product) => product.brand_slug === "swarna-dhara")).toBe(true);
      expect((await list("?q=zzzzqqq")).meta.total).toBe(0);
    });

    it("lets another sort override relevance", async () => {
      const result = await list("?q=oil&sort=price_asc&perPage=100");
      const prices = result.data.map(lowestPrice);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    it.each(['"', "*", "(", 'bas"', "NEAR(rice", "rice OR", "-", "col:rice", "'", "^bas", "a AND (b", "%", "\\", "😀"])(
      "treats search syntax %p as plain text",
      async (q) => {
        const response = await call(`/api/products?q=${encodeURIComponent(q)}`);
        expect(response.status).toBe(200);
        productListSchema.parse(response.json);
      },
    );
  });

  describe("filters", () => {
    it("includes sub-categories of a category", async () => {
      const top = await list("?c=rice-grains&perPage=100");
      expect(top.meta.total).toBe(8);
      expect(new Set(top.data.map((product) => product.category_slug))).toEqual(
        new Set(["basmati-rice", "daily-rice", "millets-poha"]),
      );
      expect((await list("?c=basmati-rice")).meta.total).toBe(3);
      expect((await list("?c=rice-grains,dals-pulses")).meta.total).toBe(16);
      expect((await list("?c=no-such-category")).meta.total).toBe(0);
    });

    it("filters by brand and supplier slugs", async () => {
      const brand = await list("?b=masala-mahal&perPage=100");
      expect(brand.meta.total).toBe(8);
      expect(brand.data.every((product) => product.brand_slug === "masala-mahal")).toBe(true);
      expect((await list("?b=masala-mahal,crunchy-bites")).meta.total).toBe(16);
      const supplier = await list("?s=malabar-spice-exports&perPage=100");
      expect(supplier.meta.total).toBe(16);
      expect(new Set(supplier.data.map((product) => product.brand_slug))).toEqual(new Set(["swarna-dhara", "masala-mahal", "gokul-fresh"]));
    });

    it("combines filters with search", async () => {
      const result = await list("?q=masala&c=spices-masalas&perPage=100");
      expect(result.meta.total).toBeGreaterThan(0);
      expect(result.data.every((product) => product.brand_slug === "masala-mahal")).toBe(true);
    });
  });

  describe("sorting", () => {
    it("sorts by the lowest pack price both ways", async () => {
      for (const part of inStockFirst((await list("?sort=price_asc&perPage=100")).data)) {
        const up = part.map(lowestPrice);
        expect(up).toEqual([...up].sort((a, b) => a - b));
      }
      for (const part of inStockFirst((await list("?sort=price_desc&perPage=100")).data)) {
        const down = part.map(lowestPrice);
        expect(down).toEqual([...down].sort((a, b) => b - a));
      }
    });

    it("sorts by name", async () => {
      for (const part of inStockFirst((await list("?sort=name&perPage=100")).data)) {
        const sorted = names(part).map((name) => name.toLowerCase());
        expect(sorted).toEqual([...sorted].sort());
      }
    });

    it("sorts newest first", async () => {
      for (const part of inStockFirst((await list("?sort=newest&perPage=100")).data)) {
        const ids = part.map((product) => product.product_id);
        const rows = await getDb().selectFrom("products").select(["id", "created_at"]).where("id", "in", ids).execute();
        const created = ids.map((id) => rows.find((row) => row.id === id)!.created_at);
        expect(created).toEqual([...created].sort().reverse());
      }
    });

    it("lists a product with no pack in stock after the others, and leaves it out with in_stock=1", async () => {
      const all = (await list("?sort=price_asc&perPage=100")).data;
      const [available, gone] = inStockFirst(all);
      expect(names(gone)).toEqual(["Shubh Clean Camphor Tablets"]);
      expect(available.length).toBe(79);
      const onlyAvailable = await list("?sort=price_asc&perPage=100&in_stock=1");
      expect(onlyAvailable.meta.total).toBe(79);
      expect(names(onlyAvailable.data)).toEqual(names(available));
      const refused = await call("/api/products?in_stock=yes");
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ message: "in_stock must be 1 (or left out)" });
    });

    it("defaults to a stable best-seller order", async () => {
      const first = await list("?perPage=100");
      const again = await list("?perPage=100&sort=relevance");
      expect(names(again.data)).toEqual(names(first.data));
    });
  });

  describe("ids filter", () => {
    const idOf = async (slug: string, websiteId = 1) =>
      (await getDb().selectFrom("products").select("id").where("slug", "=", slug).where("website_id", "=", websiteId).executeTakeFirstOrThrow()).id;

    it("answers only the named products, publicly cacheable", async () => {
      const toor = await idOf("kisan-gold-toor-dal");
      const moong = await idOf("kisan-gold-moong-dal");
      const response = await call(`/api/products?ids=${moong},${toor},${moong}&perPage=20`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toMatch(/^public,/);
      const result = productListSchema.parse(response.json);
      expect(result.meta.total).toBe(2);
      expect(result.data.map((product) => product.product_id).sort()).toEqual([moong, toor].sort());
      expect(result.data.every((product) => product.packs.length > 0 && product.image !== "")).toBe(true);
    });

    it("leaves out unknown ids, another website's products and products no longer sold", async () => {
      const toor = await idOf("kisan-gold-toor-dal");
      const masoor = await idOf("kisan-gold-masoor-dal");
      const wholesaleOnly = (await list("?perPage=1", WHOLESALE_ORIGIN)).data[0].product_id;
      const db = getDb();
      await db.updateTable("products").set({ active: 0 }).where("id", "=", masoor).execute();
      await invalidate(productChangeTags(1, masoor));
      try {
        const result = await list(`?ids=${toor},${masoor},${wholesaleOnly},999999`);
        expect(result.data.map((product) => product.product_id)).toEqual([toor]);
        expect((await list(`?ids=${toor}`, WHOLESALE_ORIGIN)).data).toEqual([]);
      } finally {
        await db.updateTable("products").set({ active: 1 }).where("id", "=", masoor).execute();
        await invalidate(productChangeTags(1, masoor));
      }
    });

    const idsMessage = "ids must be up to 100 product ids (whole numbers) separated by commas";
    it.each([
      ["?ids=", idsMessage],
      ["?ids=abc", idsMessage],
      ["?ids=1,,2", idsMessage],
      ["?ids=0", idsMessage],
      ["?ids=-3", idsMessage],
      ["?ids=1.5", idsMessage],
      [`?ids=${Array.from({ length: 101 }, (_, index) => index + 1).join(",")}`, idsMessage],
    ])("%s → 400 with a clear message", async (query, message) => {
      const response = await call(`/api/products${query}`);
      expect(response.status).toBe(400);
      expect(errorBodySchema.parse(response.json)).toEqual({ message });
    });
  });

  describe("bad input", () => {
    it.each([
      ["?page=0", "page must be a whole number of 1 or more"],
      ["?page=abc", "page must be a whole number of 1 or more"],
      ["?page=1.5", "page must be a whole number of 1 or more"],
      ["?perPage=1000", "perPage must be a whole number from 1 to 100"],
      ["?perPage=0", "perPage must be a whole number from 1 to 100"],
      ["?sort=cheapest", "sort must be one of relevance, price_asc, price_desc, discount, name, newest"],
    ])("%s → 400 with a clear message", async (query, message) => {
      const response = await call(`/api/products${query}`);
      expect(response.status).toBe(400);
      expect(errorBodySchema.parse(response.json)).toEqual({ message });
    });

    it("lists every problem at once", async () => {
      const response = await call("/api/products?page=0&perPage=1000");
      expect(response.status).toBe(400);
      expect(errorBodySchema.parse(response.json).message).toHaveLength(2);
    });
  });

  describe("websites", () => {
    it("shows only the products of the request's website", async () => {
      const wholesale = await list("?perPage=100", WHOLESALE_ORIGIN);
      expect(wholesale.meta.total).toBe(27);
      const retail = await list("?perPage=100");
      const retailIds = new Set(retail.data.map((product) => product.product_id));
      expect(wholesale.data.some((product) => retailIds.has(product.product_id))).toBe(false);
      expect(wholesale.data.every((product) => product.image.startsWith("products/bulk/"))).toBe(true);
    });

    it("hides inactive products", async () => {
      const db = getDb();
      const { id } = await db.selectFrom("products").select("id").where("slug", "=", "kisan-gold-masoor-dal").where("website_id", "=", 1).executeTakeFirstOrThrow();
      await db.updateTable("products").set({ active: 0 }).where("id", "=", id).execute();
      // A write behind the backend's back: public reads are cached until its tags are named.
      await invalidate(productChangeTags(1, id));
      try {
        expect((await list("?perPage=100")).meta.total).toBe(79);
        expect((await list("?q=masoor%20dal")).meta.total).toBe(0);
        expect((await call(`/api/products/${id}`)).status).toBe(404);
      } finally {
        await db.updateTable("products").set({ active: 1 }).where("id", "=", id).execute();
        await invalidate(productChangeTags(1, id));
      }
    });
  });
});

describe("GET /api/products/{slug or id}", () => {
  it("finds a product by slug and by id", async () => {
    const bySlug = await call("/api/products/kisan-gold-toor-dal");
    expect(bySlug.status).toBe(200);
    const product = productSchema.parse(bySlug.json);
    expect(product.product_name).toBe("Kisan Gold Toor Dal");
    expect(product.brand_name).toBe("Kisan Gold");
    expect(product.category_slug).toBe("toor-moong-dal");
    expect(product.product_info).toContain("FSSAI");
    const byId = await call(`/api/products/${product.product_id}`);
    expect(productSchema.parse(byId.json)).toEqual(product);
  });

  it("answers 404 for unknown products and for another website's products", async () => {
    for (const path of ["/api/products/no-such-thing", "/api/products/999999", "/api/products/%22%3B--"]) {
      const response = await call(path);
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ message: "Product not found" });
    }
    const retailOnly = await call("/api/products/royal-harvest-everyday-basmati-rice", { origin: WHOLESALE_ORIGIN });
    expect(retailOnly.status).toBe(404);
    const shared = await call("/api/products/royal-harvest-classic-basmati-rice", { origin: WHOLESALE_ORIGIN });
    expect(productSchema.parse(shared.json).packs.map((pack) => pack.pack_name)).toEqual(["25 kg", "50 kg"]);
  });
});
