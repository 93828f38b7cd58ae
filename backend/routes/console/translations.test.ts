import { consoleTestContext, WHOLESALE_WEBSITE_ID, wholesaleOnlyAdminCookie } from "@/backend/test/console-users";
import { withTestDatabase } from "@/backend/test/database";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { post, signedInCookie } from "@/backend/test/shopper";
import { staleTagsOf } from "@/backend/test/stale-tags";
import { auditListSchema } from "@/lib/api/schemas/console/audit";
import { productSchema, siteResponseSchema } from "@/lib/api/schemas";
import { recordTranslationsSchema, TRANSLATION_MESSAGES, translationsSavedSchema } from "@/lib/api/schemas/translations";
import { cacheTags } from "@/lib/cache/tags";

withTestDatabase();

const given = consoleTestContext();

const productOf = async (slug: string, websiteId = 1) =>
  given.db.selectFrom("products").select(["id", "name", "description"]).where("website_id", "=", websiteId).where("slug", "=", slug).executeTakeFirstOrThrow();
const brandOf = async (slug: string, websiteId = 1) =>
  given.db.selectFrom("brands").select(["id", "name"]).where("website_id", "=", websiteId).where("slug", "=", slug).executeTakeFirstOrThrow();
const firstPackOf = async (productId: number) =>
  given.db.selectFrom("packs").select(["id", "name"]).where("product_id", "=", productId).where("active", "=", 1).orderBy("position").orderBy("id").executeTakeFirstOrThrow();

const write = (path: string, body: unknown, cookie = given.admin, origin?: string) => post(`/api/console/translations/${path}`, body, cookie, { method: "PUT", origin });

describe("GET /api/console/translations/{record}/{id}", () => {
  it("gives the record's own texts and its texts in each of the website's other languages", async () => {
    const product = await productOf("kisan-gold-toor-dal");
    const response = await call(`/api/console/translations/product/${product.id}`, { cookie: given.admin });
    expect(response.status).toBe(200);
    expect(recordTranslationsSchema.parse(response.json)).toEqual({
      record: "product",
      id: product.id,
      original: { language: "en", name: product.name, description: product.description },
      translations: [
        { language: "hi", name: "किसान गोल्ड तूर दाल", description: null },
        { language: "kn", name: "ಕಿಸಾನ್ ಗೋಲ್ಡ್ ತೊಗರಿ ಬೇಳೆ", description: null },
      ],
    });
  });

  it("is for the website's administrators only", async () => {
    const brand = await brandOf("kisan-gold");
    const path = `/api/console/translations/brand/${brand.id}`;
    expect((await call(path)).status).toBe(401);
    expect((await call(path, { cookie: (await signedInCookie("9876543210")).cookie })).status).toBe(403);
    expect((await call(path, { cookie: await wholesaleOnlyAdminCookie() })).status).toBe(403);
    expect((await write(`brand/${brand.id}`, { translations: [] }, (await signedInCookie("9876543210")).cookie)).status).toBe(403);
  });

  it("never shows another website's record", async () => {
    const retail = await productOf("kisan-gold-toor-dal");
    const wholesaleAdmin = await wholesaleOnlyAdminCookie(WHOLESALE_WEBSITE_ID);
    const read = await call(`/api/console/translations/product/${retail.id}`, { cookie: wholesaleAdmin, origin: WHOLESALE_ORIGIN });
    expect(read.status).toBe(404);
    expect(read.json).toEqual({ message: TRANSLATION_MESSAGES.notFound });
    const pack = await firstPackOf(retail.id);
    const written = await write(`pack/${pack.id}`, { translations: [{ language: "hi", name: "चोरी" }] }, wholesaleAdmin, WHOLESALE_ORIGIN);
    expect(written.status).toBe(404);
    expect(await given.db.selectFrom("catalogue_translations").select("id").where("record_type", "=", "pack").where("record_id", "=", pack.id).execute()).toEqual([]);
  });
});

describe("PUT /api/console/translations/{record}/{id}", () => {
  it("saves a language's texts, audits the change and makes the product's pages stale; the Hindi page shows it at once", async () => {
    const product = await productOf("kisan-gold-moong-dal");
    await call(`/api/products/kisan-gold-moong-dal?lang=hi`);
    let response!: Awaited<ReturnType<typeof write>>;
    const stale = await staleTagsOf(async () => {
      response = await write(`product/${product.id}`, { translations: [{ language: "hi", name: "  किसान गोल्ड धुली मूंग दाल ", description: "खिचड़ी और दाल फ्राई के लिए पीली मूंग।" }] });
    });
    expect(response.status).toBe(200);
    const saved = translationsSavedSchema.parse(response.json);
    expect(saved.message).toBe(TRANSLATION_MESSAGES.saved);
    expect(saved.translations.translations).toEqual([
      { language: "hi", name: "किसान गोल्ड धुली मूंग दाल", description: "खिचड़ी और दाल फ्राई के लिए पीली मूंग।" },
      { language: "kn", name: "ಕಿಸಾನ್ ಗೋಲ್ಡ್ ಹೆಸರು ಬೇಳೆ", description: null },
    ]);
    expect(stale).toEqual(expect.arrayContaining([cacheTags.catalogue(1), cacheTags.product(product.id)]));
    const shown = productSchema.parse((await call(`/api/products/kisan-gold-moong-dal?lang=hi`)).json);
    expect([shown.product_name, shown.product_description]).toEqual(["किसान गोल्ड धुली मूंग दाल", "खिचड़ी और दाल फ्राई के लिए पीली मूंग।"]);
    expect(productSchema.parse((await call(`/api/products/kisan-gold-moong-dal`)).json).product_name).toBe(product.name);

    const entry = auditListSchema.parse((await call(`/api/console/audit?entity=product&perPage=1`, { cookie: given.admin })).json).data[0];
    expect(entry).toMatchObject({ action: "translate", entity: "product", entity_id: String(product.id), summary: `Translated product ${product.name} (hi)` });
  });

  it("removes a language's translation when both its fields are empty, and leaves the languages not named alone", async () => {
    const brand = await brandOf("desi-chakki");
    const response = await write(`brand/${brand.id}`, { translations: [{ language: "kn", name: "", description: null }] });
    expect(response.status).toBe(200);
    expect(translationsSavedSchema.parse(response.json).translations.translations).toEqual([
      { language: "hi", name: "देसी चक्की", description: null },
      { language: "kn", name: null, description: null },
    ]);
    const site = siteResponseSchema.parse((await call("/api/site?lang=kn")).json);
    expect(site.brands.find((listed) => listed.slug === "desi-chakki")?.name).toBe(brand.name);
  });

  it("makes every page stale for a category, brand or supplier (menus, filters, blocks show them)", async () => {
    const brand = await brandOf("gokul-fresh");
    const stale = await staleTagsOf(() => write(`brand/${brand.id}`, { translations: [{ language: "hi", name: "गोकुल फ़्रेश" }] }));
    expect(stale).toEqual(expect.arrayContaining([cacheTags.website(1), cacheTags.catalogue(1)]));
  });

  it("refuses a language the website does not offer, a description for a record without one, and malformed input, changing nothing", async () => {
    const wholesaleBrand = await brandOf("kisan-gold", WHOLESALE_WEBSITE_ID);
    const brand = await brandOf("kisan-gold");
    const before = await given.db.selectFrom("catalogue_translations").selectAll().orderBy("id").execute();
    const cases: [string, unknown, string | undefined, number, string][] = [
      [`brand/${wholesaleBrand.id}`, { translations: [{ language: "kn", name: "ಕಿಸಾನ್" }] }, WHOLESALE_ORIGIN, 422, TRANSLATION_MESSAGES.notOffered],
      [`brand/${brand.id}`, { translations: [{ language: "en", name: "Kisan" }] }, undefined, 422, TRANSLATION_MESSAGES.notOffered],
      [`brand/${brand.id}`, { translations: [{ language: "hi", name: "किसान", description: "विवरण" }] }, undefined, 422, TRANSLATION_MESSAGES.noDescription],
      [`brand/${brand.id}`, { translations: [{ language: "Hindi", name: "किसान" }] }, undefined, 400, "A language is a code of 2 or 3 lower-case letters, like hi"],
      [`brand/${brand.id}`, { translations: [{ language: "hi", name: "क".repeat(201) }] }, undefined, 400, "Keep the name under 200 characters"],
      [`brand/${brand.id}`, { translations: [{ language: "hi", name: "क" }, { language: "hi", name: "ख" }] }, undefined, 400, "Give each language once"],
      [`shelf/${brand.id}`, { translations: [] }, undefined, 400, "record must be one of product, pack, category, brand, supplier"],
      [`brand/999999`, { translations: [{ language: "hi", name: "क" }] }, undefined, 404, TRANSLATION_MESSAGES.notFound],
    ];
    const admin = { default: given.admin, wholesale: await wholesaleOnlyAdminCookie(WHOLESALE_WEBSITE_ID) };
    for (const [path, body, origin, status, message] of cases) {
      const response = await write(path, body, origin ? admin.wholesale : admin.default, origin);
      expect({ path, status: response.status, message: (response.json as { message: string }).message }).toEqual({ path, status, message });
    }
    expect(await given.db.selectFrom("catalogue_translations").selectAll().orderBy("id").execute()).toEqual(before);
  });

  it("refuses a write without the anti-forgery token", async () => {
    const brand = await brandOf("kisan-gold");
    const response = await call(`/api/console/translations/brand/${brand.id}`, {
      method: "PUT",
      cookie: given.admin,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ translations: [{ language: "hi", name: "क" }] }),
    });
    expect(response.status).toBe(403);
  });
});
