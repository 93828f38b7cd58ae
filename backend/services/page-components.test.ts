import { getDb } from "@/backend/db/database";
import { withTestDatabase } from "@/backend/test/database";
import { componentResponse, unknownProductSlugs } from "./page-components";

withTestDatabase();
jest.setTimeout(60_000);

/** Active products of a website, by id: the ones a carousel may name. */
const activeSlugs = async (websiteId: number, count: number) =>
  (await getDb().selectFrom("products").select("slug").where("website_id", "=", websiteId).where("active", "=", 1).orderBy("id").limit(count).execute()).map((product) => product.slug);

const shownSlugs = async (logic: unknown) => ((await componentResponse(getDb(), 1, "product_carousel", logic)) as { slug: string }[]).map((product) => product.slug);

describe("a product carousel's chosen products", () => {
  it("are shown in the order the seller chose them, whatever the carousel's other settings", async () => {
    const [first, second, third] = await activeSlugs(1, 3);
    expect(await shownSlugs({ products: [third, first, second] })).toEqual([third, first, second]);
    expect(await shownSlugs({ products: [second, third], brand: "no-such-brand", sort: "name", limit: 1 })).toEqual([second, third]);
  });

  it("leave out hidden products and other websites' products, and put those with nothing in stock last", async () => {
    const db = getDb();
    const [hidden, soldOut, kept] = await activeSlugs(1, 3);
    // The demo websites share their slugs: one of the other website's products gets an address of its own.
    const elsewhere = "wholesale-only-rice";
    const [theirs] = await activeSlugs(2, 1);
    await db.updateTable("products").set({ slug: elsewhere }).where("website_id", "=", 2).where("slug", "=", theirs).execute();
    await db.updateTable("products").set({ active: 0 }).where("website_id", "=", 1).where("slug", "=", hidden).execute();
    const soldOutId = (await db.selectFrom("products").select("id").where("website_id", "=", 1).where("slug", "=", soldOut).executeTakeFirstOrThrow()).id;
    await db.updateTable("pack_stock").set({ quantity: 0 }).where("pack_id", "in", db.selectFrom("packs").select("id").where("product_id", "=", soldOutId)).execute();

    expect(await shownSlugs({ products: [hidden, soldOut, elsewhere, kept] })).toEqual([kept, soldOut]);
    expect(await unknownProductSlugs(db, 1, [hidden, soldOut, elsewhere, kept, "no-such-product"])).toEqual([hidden, elsewhere, "no-such-product"]);
  });

  it("are not used when the list is empty: the category, brand or supplier choose", async () => {
    const byCategory = await shownSlugs({ products: [], limit: 3 });
    expect(byCategory).toHaveLength(3);
    expect(byCategory).toEqual(await shownSlugs({ limit: 3 }));
  });
});
