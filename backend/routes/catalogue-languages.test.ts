import { getDb } from "@/backend/db/database";
import { storeTranslation } from "@/backend/test/catalogue-translations";
import { withTestDatabase } from "@/backend/test/database";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { pageDataSchema, productListSchema, productSchema, siteResponseSchema, suggestionsSchema } from "@/lib/api/schemas";

withTestDatabase();

/** The nth product of Annapurna Store with a brand, a category and a description, and its first pack. */
async function aProduct(nth = 0) {
  const db = getDb();
  const product = await db
    .selectFrom("products")
    .innerJoin("brands", "brands.id", "products.brand_id")
    .innerJoin("categories", "categories.id", "products.category_id")
    .select(["products.id", "products.slug", "products.name", "products.description", "brands.id as brand_id", "categories.id as category_id", "categories.slug as category_slug"])
    .where("products.website_id", "=", 1)
    .where("products.active", "=", 1)
    .where("categories.active", "=", 1)
    .where("products.description", "is not", null)
    .where((eb) => eb.exists(eb.selectFrom("packs").select("packs.id").whereRef("packs.product_id", "=", "products.id").where("packs.active", "=", 1)))
    .orderBy("products.id")
    .limit(1)
    .offset(nth)
    .executeTakeFirstOrThrow();
  const pack = await db
    .selectFrom("packs")
    .select("id")
    .where("product_id", "=", product.id)
    .where("active", "=", 1)
    .orderBy("position")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  return { ...product, pack_id: pack.id };
}

async function translate(product: Awaited<ReturnType<typeof aProduct>>, words: string) {
  const db = getDb();
  for (const language of ["hi", "kn"]) {
    for (const record_type of ["product", "pack", "brand", "category"] as const) {
      await db.deleteFrom("catalogue_translations").where("record_type", "=", record_type).where("language", "=", language).execute();
    }
  }
  await storeTranslation(db, { website_id: 1, record_type: "product", record_id: product.id, language: "hi", name: `${words} उत्पाद`, description: null });
  await storeTranslation(db, { website_id: 1, record_type: "pack", record_id: product.pack_id, language: "hi", name: `${words} पैक` });
  await storeTranslation(db, { website_id: 1, record_type: "brand", record_id: product.brand_id, language: "hi", name: `${words} ब्रांड` });
  await storeTranslation(db, { website_id: 1, record_type: "category", record_id: product.category_id, language: "hi", name: `${words} श्रेणी` });
}

async function read(path: string, origin?: string) {
  const response = await call(path, { origin });
  expect(response.status).toBe(200);
  return response;
}

describe("catalogue reads in the page's language", () => {
  it("name the product, its pack, brand and category in Hindi, the untranslated description in English", async () => {
    const product = await aProduct();
    await translate(product, "पहला");
    const english = productSchema.parse((await read(`/api/products/${product.slug}`)).json);
    const hindi = productSchema.parse((await read(`/api/products/${product.slug}?lang=hi`)).json);
    expect(hindi.product_name).toBe("पहला उत्पाद");
    expect(hindi.product_description).toBe(product.description);
    expect(hindi.packs[0].pack_name).toBe("पहला पैक");
    expect(hindi.brand_name).toBe("पहला ब्रांड");
    expect(hindi.category_name).toBe("पहला श्रेणी");
    expect(hindi.packs.slice(1).map((pack) => pack.pack_name)).toEqual(english.packs.slice(1).map((pack) => pack.pack_name));
    expect({ ...hindi, product_name: "", brand_name: "", category_name: "", packs: [] }).toEqual({
      ...english,
      product_name: "",
      brand_name: "",
      category_name: "",
      packs: [],
    });
  });

  it("leave the default language's answer byte for byte as it was, and answer a language the website does not offer in it", async () => {
    const product = await aProduct(1);
    const before = (await read(`/api/products/${product.slug}?lang=en`)).text;
    await translate(product, "दूसरा");
    expect((await read(`/api/products/${product.slug}`)).text).toBe(before);
    expect((await read(`/api/products/${product.slug}?lang=ta`)).text).toBe(before);
    expect((await read(`/api/products/${product.slug}?lang=kn`)).text).toBe(before);
    const wholesale = await call(`/api/products?lang=kn`, { origin: WHOLESALE_ORIGIN });
    expect(wholesale.status).toBe(200);
  });

  it("are separate cached answers per language", async () => {
    const product = await aProduct(2);
    await translate(product, "तीसरा");
    const hindi = await read(`/api/products/${product.slug}?lang=hi`);
    const english = await read(`/api/products/${product.slug}`);
    expect(hindi.headers.get("etag")).not.toBe(english.headers.get("etag"));
    expect(productSchema.parse((await read(`/api/products/${product.slug}?lang=hi`)).json).product_name).toBe("तीसरा उत्पाद");
  });

  it("refuse a malformed language with a clear message", async () => {
    for (const path of ["/api/products?lang=HINDI", "/api/products/x?lang=h1", "/api/search/suggest?q=rice&lang=hindi", "/api/site?lang=1", "/api/page/data?lang=HI"]) {
      const response = await call(path);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.json)).toContain("lang must be a language code of 2 or 3 lower-case letters");
    }
  });

  it("list products, categories and brands in the language", async () => {
    const product = await aProduct(3);
    await translate(product, "चौथा");
    const list = productListSchema.parse((await read(`/api/products?c=${product.category_slug}&perPage=100&lang=hi`)).json);
    expect(list.data.find((listed) => listed.product_id === product.id)?.product_name).toBe("चौथा उत्पाद");
    const site = siteResponseSchema.parse((await read("/api/site?lang=hi")).json);
    const names = JSON.stringify(site.categories);
    expect(names).toContain("चौथा श्रेणी");
    expect(site.brands.map((brand) => brand.name)).toContain("चौथा ब्रांड");
    const home = pageDataSchema.parse((await read("/api/page/data?lang=hi")).json);
    expect(home.url).toBe("/");
  });

  it("find a product by its Hindi name, on any page, and suggest it by its name in the page's language", async () => {
    const product = await aProduct(4);
    await translate(product, "पांचवां");
    for (const path of ["/api/products?q=पांचवां%20उत्पाद&lang=hi", "/api/products?q=पांचवां%20उत्पाद"]) {
      const found = productListSchema.parse((await read(path)).json);
      expect(found.data.map((listed) => listed.product_id)).toEqual([product.id]);
    }
    const suggested = suggestionsSchema.parse((await read("/api/search/suggest?q=पांचवां&lang=hi")).json);
    // The product's own name ranks first; its brand's Hindi name finds the brand's other products after it.
    expect(suggested.products[0].name).toBe("पांचवां उत्पाद");
    expect(suggested.brands.map((brand) => brand.name)).toEqual(["पांचवां ब्रांड"]);
  });
});
