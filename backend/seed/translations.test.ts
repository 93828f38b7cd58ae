import { getDb } from "@/backend/db/database";
import { withTestDatabase } from "@/backend/test/database";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { productListSchema, siteResponseSchema } from "@/lib/api/schemas";

withTestDatabase();

/** Every name in a category tree. */
const namesOf = (categories: { name: string; children: unknown[] }[]): string[] =>
  categories.flatMap((category) => [category.name, ...namesOf(category.children as typeof categories)]);

async function site(language: string, origin?: string) {
  const response = await call(`/api/site?lang=${language}`, { origin });
  expect(response.status).toBe(200);
  return siteResponseSchema.parse(response.json);
}

const DEVANAGARI = /^[\u0900-\u097F\s,]+$/u;
const KANNADA = /^[\u0C80-\u0CFF\u200C\s,]+$/u;

describe("the demo catalogue in Hindi and Kannada", () => {
  it("names every category and brand of Annapurna Store in both, and of the wholesale website in Hindi", async () => {
    for (const [language, script, origin] of [["hi", DEVANAGARI, undefined], ["kn", KANNADA, undefined], ["hi", DEVANAGARI, WHOLESALE_ORIGIN]] as const) {
      const { categories, brands } = await site(language, origin);
      expect(categories.length).toBeGreaterThan(0);
      for (const name of [...namesOf(categories), ...brands.map((brand) => brand.name)]) expect(name).toMatch(script);
    }
  });

  it("names at least 20 products of each website in each of its other languages", async () => {
    const counts = await getDb()
      .selectFrom("catalogue_translations")
      .select(["website_id", "language", (eb) => eb.fn.countAll<number | string>().as("products")])
      .where("record_type", "=", "product")
      .groupBy(["website_id", "language"])
      .orderBy("website_id")
      .orderBy("language")
      .execute();
    expect(counts.map((row) => [row.website_id, row.language, Number(row.products) >= 20])).toEqual([
      [1, "hi", true],
      [1, "kn", true],
      [2, "hi", true],
    ]);
  });

  it("is found by its Hindi and Kannada names", async () => {
    for (const [q, lang] of [["बासमती चावल", "hi"], ["ಬಾಸ್ಮತಿ ಅಕ್ಕಿ", "kn"]]) {
      const response = await call(`/api/products?q=${encodeURIComponent(q)}&lang=${lang}`);
      const found = productListSchema.parse(response.json).data.map((product) => product.product_name);
      expect(found.slice(0, 2).sort()).toEqual(
        lang === "hi"
          ? ["रॉयल हार्वेस्ट एवरीडे बासमती चावल", "रॉयल हार्वेस्ट क्लासिक बासमती चावल"]
          : ["ರಾಯಲ್ ಹಾರ್ವೆಸ್ಟ್ ಎವರಿಡೇ ಬಾಸ್ಮತಿ ಅಕ್ಕಿ", "ರಾಯಲ್ ಹಾರ್ವೆಸ್ಟ್ ಕ್ಲಾಸಿಕ್ ಬಾಸ್ಮತಿ ಅಕ್ಕಿ"],
      );
    }
  });
});
