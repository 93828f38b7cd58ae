import { getDb } from "@/backend/db/database";
import { withTestDatabase } from "@/backend/test/database";
import { countingStatements, storeTranslation } from "@/backend/test/catalogue-translations";
import { getProduct } from "@/backend/services/products/get";
import { catalogueLanguage } from "./catalogue-language";
import { loadTranslations } from "./load";

withTestDatabase();

const website = { id: 1, languages: "en,hi,kn" };

async function productWithPack() {
  return getDb()
    .selectFrom("products")
    .innerJoin("packs", "packs.product_id", "products.id")
    .select(["products.id", "products.slug", "products.name", "products.description", "packs.id as pack_id", "packs.name as pack_name"])
    .where("products.website_id", "=", 1)
    .where("products.active", "=", 1)
    .where("packs.active", "=", 1)
    .where("products.description", "is not", null)
    .orderBy("products.id")
    .orderBy("packs.position")
    .orderBy("packs.id")
    .executeTakeFirstOrThrow();
}

describe("the catalogue's language", () => {
  it("is none for the default language, a missing one or one the website does not offer", () => {
    expect(catalogueLanguage(website, undefined)).toBeNull();
    expect(catalogueLanguage(website, "en")).toBeNull();
    expect(catalogueLanguage(website, "ta")).toBeNull();
    expect(catalogueLanguage({ id: 2, languages: "en,hi" }, "kn")).toBeNull();
    expect(catalogueLanguage(website, "kn")).toEqual({ websiteId: 1, language: "kn" });
  });
});

describe("translations", () => {
  it("fall back to the default language field by field", async () => {
    const product = await productWithPack();
    await storeTranslation(getDb(), { website_id: 1, record_type: "product", record_id: product.id, language: "hi", name: "परीक्षा उत्पाद", description: null });
    await storeTranslation(getDb(), { website_id: 1, record_type: "product", record_id: product.id, language: "kn", name: null, description: "ಪರೀಕ್ಷಾ ವಿವರಣೆ" });

    const inHindi = await loadTranslations(getDb(), catalogueLanguage(website, "hi"), { product: [product.id], pack: [product.pack_id] });
    expect(inHindi.name("product", product.id, product.name)).toBe("परीक्षा उत्पाद");
    expect(inHindi.description("product", product.id, product.description)).toBe(product.description);
    expect(inHindi.name("pack", product.pack_id, product.pack_name)).toBe(product.pack_name);

    const inKannada = await loadTranslations(getDb(), catalogueLanguage(website, "kn"), { product: [product.id] });
    expect(inKannada.name("product", product.id, product.name)).toBe(product.name);
    expect(inKannada.description("product", product.id, product.description)).toBe("ಪರೀಕ್ಷಾ ವಿವರಣೆ");
  });

  it("are never another website's", async () => {
    const product = await productWithPack();
    await storeTranslation(getDb(), { website_id: 2, record_type: "pack", record_id: product.pack_id, language: "hi", name: "दूसरी दुकान" });
    const read = await loadTranslations(getDb(), catalogueLanguage(website, "hi"), { pack: [product.pack_id] });
    expect(read.name("pack", product.pack_id, product.pack_name)).toBe(product.pack_name);
  });

  it("cost the default language's product read no statement at all", async () => {
    const product = await productWithPack();
    await storeTranslation(getDb(), { website_id: 1, record_type: "product", record_id: product.id, language: "hi", name: "परीक्षा उत्पाद" });
    const english = countingStatements(getDb());
    const hindi = countingStatements(getDb());
    const inEnglish = await getProduct(english.db, 1, product.slug);
    const inHindi = await getProduct(hindi.db, 1, product.slug, null, catalogueLanguage(website, "hi"));
    expect(inEnglish.ok && inEnglish.product.product_name).toBe(product.name);
    expect(inHindi.ok && inHindi.product.product_name).toBe("परीक्षा उत्पाद");
    expect(hindi.counter.statements).toBe(english.counter.statements + 1);
  });
});
