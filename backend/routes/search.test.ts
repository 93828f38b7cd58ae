import { getDb } from "@/backend/db/database";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { signedInCookie } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import { suggestionsSchema } from "@/lib/api/schemas";

withTestDatabase();

async function suggestions(q: string, options: { origin?: string; cookie?: string } = {}) {
  const response = await call(`/api/search/suggest?q=${encodeURIComponent(q)}`, options);
  expect(response.status).toBe(200);
  return { body: suggestionsSchema.parse(response.json), headers: response.headers };
}

describe("GET /api/search/suggest", () => {
  it("suggests nothing before two letters", async () => {
    for (const q of ["", "b", "  b  "]) {
      expect((await suggestions(q)).body).toEqual({ products: [], categories: [], brands: [], did_you_mean: null });
    }
  });

  it("offers products with image and the price of the pack their card shows, and matching categories", async () => {
    const { body } = await suggestions("basm");
    expect(body.products.map((product) => product.name).sort()).toEqual([
      "Royal Harvest Classic Basmati Rice",
      "Royal Harvest Everyday Basmati Rice",
      "Royal Harvest Extra Long Biryani Basmati",
    ]);
    const classic = body.products.find((product) => product.slug === "royal-harvest-classic-basmati-rice")!;
    const firstPack = await getDb()
      .selectFrom("packs")
      .innerJoin("products", "products.id", "packs.product_id")
      .select(["packs.price", "packs.name"])
      .where("products.slug", "=", classic.slug)
      .where("packs.active", "=", 1)
      .orderBy("packs.position")
      .orderBy("packs.id")
      .executeTakeFirstOrThrow();
    expect(classic).toEqual({
      name: "Royal Harvest Classic Basmati Rice",
      slug: "royal-harvest-classic-basmati-rice",
      image: "products/royal-harvest-classic-basmati-rice-1.svg",
      price: firstPack.price / 100,
      pack_name: firstPack.name,
    });
    expect(body.categories).toEqual([{ name: "Basmati Rice", slug: "basmati-rice" }]);
    expect(body.brands).toEqual([]);
    expect(body.did_you_mean).toBeNull();
  });

  it("offers at most six products, and brands by name", async () => {
    const { body } = await suggestions("desi");
    expect(body.products).toHaveLength(6);
    expect(body.brands).toEqual([{ name: "Desi Chakki", slug: "desi-chakki" }]);
  });

  it("forgives as the product list does: misspellings and synonyms", async () => {
    expect((await suggestions("basmathi")).body.products).toHaveLength(3);
    expect((await suggestions("tur dal")).body.products.map((product) => product.name)).toEqual(["Kisan Gold Toor Dal"]);
    const atta = await suggestions("atta chaki");
    expect(atta.body.products[0].name).toMatch(/^Desi Chakki .* Atta$/);
    expect((await suggestions("haldi")).body.products.map((product) => product.name)).toEqual(["Masala Mahal Turmeric Powder"]);
  });

  it("answers the closest name when nothing matches, and nothing for gibberish", async () => {
    const { body } = await suggestions("sunflwer oyl");
    expect(body).toEqual({ products: [], categories: [], brands: [], did_you_mean: "Swarna Dhara Refined Sunflower Oil" });
    expect((await suggestions("basmati xyz")).body.did_you_mean).toBe("Basmati Rice");
    expect((await suggestions("zzzqqq")).body.did_you_mean).toBeNull();
  });

  it("answers each website from its own catalogue", async () => {
    const wholesale = await suggestions("basm", { origin: WHOLESALE_ORIGIN });
    expect(wholesale.body.products.length).toBeGreaterThan(0);
    for (const product of wholesale.body.products) expect(product.image).toMatch(/^products\/bulk\//);
  });

  it("is a shared public read, for signed-in shoppers too, and never sets a cookie", async () => {
    const guest = await suggestions("masala");
    const member = await suggestions("masala", { cookie: (await signedInCookie()).cookie });
    for (const { headers } of [guest, member]) {
      expect(headers.get("cache-control")).toMatch(/^public, /);
      expect(headers.getSetCookie()).toEqual([]);
    }
    expect(member.body).toEqual(guest.body);
  });

  it("says how long a fresh answer took to work out, and nothing when it comes from the cache", async () => {
    const fresh = await call("/api/search/suggest?q=ghee");
    expect(fresh.headers.get("server-timing")).toMatch(/^suggest;dur=\d+(\.\d)?$/);
    const cached = await call("/api/search/suggest?q=ghee");
    expect(cached.json).toEqual(fresh.json);
    expect(cached.headers.get("server-timing")).toBeNull();
  });

  it("refuses a text longer than 200 characters with a clear message", async () => {
    const response = await call(`/api/search/suggest?q=${"a".repeat(201)}`);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: "q must be at most 200 characters" });
  });
});
