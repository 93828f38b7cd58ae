import { sql } from "kysely";
import { dialectOf } from "@/backend/db/dialect";
import { getDb } from "@/backend/db/database";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { withTestDatabase } from "@/backend/test/database";
import { productListSchema } from "@/lib/api/schemas";

withTestDatabase();

/** Names of every product /api/products finds for the text, in its order. */
async function found(q: string, origin?: string): Promise<string[]> {
  const response = await call(`/api/products?perPage=100&q=${encodeURIComponent(q)}`, { origin });
  expect(response.status).toBe(200);
  return productListSchema.parse(response.json).data.map((product) => product.product_name);
}

describe("synonyms", () => {
  it("dal / daal: daal finds the dals", async () => {
    expect(await found("toor daal")).toEqual(["Kisan Gold Toor Dal"]);
    expect(await found("daal")).toEqual(expect.arrayContaining(["Kisan Gold Toor Dal", "Kisan Gold Moong Dal", "Kisan Gold Urad Dal"]));
  });

  it("atta / flour: each finds the other", async () => {
    expect(await found("wheat flour")).toContain("Desi Chakki Whole Wheat Atta");
    expect(await found("ragi atta")).toContain("Desi Chakki Ragi Flour");
  });

  it("jeera / cumin: each finds the other, and a rice whose description mentions jeera rice is left out", async () => {
    expect(await found("jeera")).toEqual(["Masala Mahal Cumin Seeds"]);
    expect(await found("cumin")).toEqual(["Masala Mahal Cumin Seeds"]);
  });

  it("a word no name or brand holds still finds the descriptions that mention it", async () => {
    expect(await found("tadka")).toContain("Masala Mahal Cumin Seeds");
  });

  it("haldi / turmeric: haldi finds turmeric", async () => {
    expect(await found("haldi")).toEqual(["Masala Mahal Turmeric Powder"]);
    expect(await found("haldi powder")).toEqual(["Masala Mahal Turmeric Powder"]);
  });

  it("rice in Hindi, Kannada and Hinglish (चावल, ಅಕ್ಕಿ, chawal) finds what rice finds", async () => {
    const rice = await found("rice");
    expect(rice).toContain("Royal Harvest Classic Basmati Rice");
    // The same products; those whose Hindi or Kannada name holds the word itself rank first.
    for (const word of ["चावल", "ಅಕ್ಕಿ", "chawal"]) expect((await found(word)).sort()).toEqual([...rice].sort());
    expect(await found("basmati chawal")).toEqual(await found("basmati rice"));
    expect(await found("हल्दी")).toEqual(["Masala Mahal Turmeric Powder"]);
    expect(await found("ತೊಗರಿ ಬೇಳೆ")).toEqual(["Kisan Gold Toor Dal"]);
  });

  it("besan / gram flour: the two-word name finds besan", async () => {
    expect(await found("gram flour")).toEqual(["Desi Chakki Besan"]);
    expect(await found("besan")).toEqual(["Desi Chakki Besan"]);
  });
});

describe("misspellings", () => {
  it("basmathi finds the basmati rices", async () => {
    const names = await found("basmathi");
    expect(names).toHaveLength(3);
    for (const name of names) expect(name).toMatch(/Basmati/);
    expect(await found("basmathi", WHOLESALE_ORIGIN)).not.toEqual([]);
  });

  it("atta chaki finds Desi Chakki's attas, atta before other flours", async () => {
    const names = await found("atta chaki");
    expect(names.slice(0, 3).sort()).toEqual(["Desi Chakki MP Sharbati Atta", "Desi Chakki Multigrain Atta", "Desi Chakki Whole Wheat Atta"]);
    for (const name of names) expect(name).toMatch(/^Desi Chakki /);
  });

  it("tur dal finds toor dal (and not turmeric)", async () => {
    expect(await found("tur dal")).toEqual(["Kisan Gold Toor Dal"]);
  });

  it("ranks exact matches first and leaves unknown words unmatched", async () => {
    const flours = await found("flour");
    expect(flours.slice(0, 3).every((name) => name.includes("Flour"))).toBe(true);
    expect(flours.some((name) => name.includes("Atta"))).toBe(true);
    expect(await found("zzzqqq")).toEqual([]);
    // Only names: three products that mention rice in their description alone are left out.
    const rices = await found("rice");
    expect(rices).toHaveLength(7);
    for (const name of rices) expect(name).toMatch(/Rice/);
  });

  it("forgives a misspelling of a name changed after the index was built", async () => {
    const db = getDb();
    const product = await db.selectFrom("products").select(["id", "name"]).where("slug", "=", "kisan-gold-foxtail-millet").executeTakeFirstOrThrow();
    await db.updateTable("products").set({ name: "Kisan Gold Foxtail Navane" }).where("id", "=", product.id).execute();
    try {
      expect(await found("navanne")).toEqual(["Kisan Gold Foxtail Navane"]);
    } finally {
      await db.updateTable("products").set({ name: product.name }).where("id", "=", product.id).execute();
    }
  });
});

describe("the trigram machinery of each database", () => {
  it("is in place: FTS5's trigram index of names on SQLite, pg_trgm on PostgreSQL", async () => {
    const db = getDb();
    if (dialectOf(db) === "postgres") {
      const installed = await sql<{ extname: string }>`select extname from pg_extension where extname = 'pg_trgm'`.execute(db);
      expect(installed.rows).toEqual([{ extname: "pg_trgm" }]);
    } else {
      const indexed = await sql<{ kind: string; count: number }>`select kind, count(*) as count from search_names where website_id = 1 group by kind order by kind`.execute(db);
      const count = async (table: "brands" | "categories" | "products") =>
        Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).where("website_id", "=", 1).executeTakeFirstOrThrow()).n);
      // Translated names of products, categories and brands (suppliers' are not searched).
      const searchedTranslations = async () =>
        Number(
          (
            await db
              .selectFrom("catalogue_translations")
              .select((eb) => eb.fn.countAll().as("n"))
              .where("website_id", "=", 1)
              .where("record_type", "in", ["product", "category", "brand"])
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(indexed.rows).toEqual([
        { kind: "brand", count: await count("brands") },
        { kind: "category", count: await count("categories") },
        { kind: "product", count: await count("products") },
        { kind: "translation", count: await searchedTranslations() },
      ]);
    }
  });
});
