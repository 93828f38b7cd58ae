import type { Kysely } from "kysely";
import { ensureDatabase } from "@/backend/ensure-database";
import type { Database } from "@/backend/db/schema";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { post, signedInCookie } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import { productListSchema, productSchema } from "@/lib/api/schemas";
import { wishlistListSchema, wishlistProductsSchema, wishlistUpdateResultSchema } from "@/lib/api/schemas/wishlist";

withTestDatabase();

let db: Kysely<Database>;
let product: { id: number; slug: string };
let asha: string;
let meera: string;

beforeAll(async () => {
  db = await ensureDatabase();
  product = await db.selectFrom("products").select(["id", "slug"]).where("website_id", "=", 1).where("active", "=", 1).orderBy("popularity", "desc").executeTakeFirstOrThrow();
  asha = (await signedInCookie("9876543210")).cookie;
  meera = (await signedInCookie("9876543212")).cookie;
});

afterEach(async () => {
  await db.deleteFrom("wishlist_items").execute();
  await db.deleteFrom("wishlist_categories").execute();
});

const toggle = (productId: number, listId: number, cookie?: string) =>
  post("/api/wishlist/update", { product_id: productId, wishlist_category_id: listId }, cookie);
const lists = async (cookie: string) => wishlistListSchema.parse((await call("/api/wishlist", { cookie })).json).WishlistCategories;
const flagOnPage = async (cookie?: string) =>
  productListSchema.parse((await call("/api/products?perPage=24", { cookie })).json).data.find((item) => item.product_id === product.id)?.wishlist;
const flagOnProduct = async (cookie?: string) => productSchema.parse((await call(`/api/products/${product.slug}`, { cookie })).json).wishlist;

describe("guests", () => {
  it.each([
    ["GET /api/wishlist", () => call("/api/wishlist")],
    ["POST /api/wishlistCategory", () => post("/api/wishlistCategory", { name: "Party" })],
    ["POST /api/wishlist/update", () => toggle(1, 0)],
    ["POST /api/wishlist/remove", () => post("/api/wishlist/remove", { product_id: 1, wishlist_category_id: 0 })],
  ])("%s asks a guest to log in", async (_, send) => {
    const response = await send();
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ message: "Please log in to use your wishlist" });
  });
});

describe("wishlist categories", () => {
  it("lists only the customer's own lists, after creating one", async () => {
    expect(await lists(asha)).toEqual([]);
    const response = await post("/api/wishlistCategory", { name: "  Monthly groceries " }, asha);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ name: "Monthly groceries", message: "Wishlist added successfully" });
    expect(await lists(asha)).toEqual([{ id: (response.json as { id: number }).id, name: "Monthly groceries" }]);
    expect(await lists(meera)).toEqual([]);
  });

  it("refuses a duplicate name (any letter case) with 409", async () => {
    await post("/api/wishlistCategory", { name: "Party" }, asha);
    const again = await post("/api/wishlistCategory", { name: "party" }, asha);
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: "You already have a wishlist named party" });
    expect(await lists(asha)).toHaveLength(1);
    expect((await post("/api/wishlistCategory", { name: "Party" }, meera)).status).toBe(200);
  });

  it("refuses an empty name with 400", async () => {
    expect(await post("/api/wishlistCategory", { name: "  " }, asha)).toMatchObject({ status: 400, json: { message: "Please enter a wishlist name" } });
  });
});

describe("GET /api/wishlist?product_id=", () => {
  const holding = async (cookie: string, productId = product.id) =>
    wishlistListSchema.parse((await call(`/api/wishlist?product_id=${productId}`, { cookie })).json).holding;

  it("names the customer's lists that hold the product (0 = Default), only theirs", async () => {
    const { id } = (await post("/api/wishlistCategory", { name: "Festive" }, asha)).json as { id: number };
    expect(await holding(asha)).toEqual([]);
    await toggle(product.id, 0, asha);
    expect(await holding(asha)).toEqual([0]);
    await toggle(product.id, id, asha);
    expect(await holding(asha)).toEqual([0, id]);
    expect(await holding(meera)).toEqual([]);
    await toggle(product.id, 0, asha);
    expect(await holding(asha)).toEqual([id]);
  });

  it("leaves holding out without product_id, and refuses a malformed one", async () => {
    expect((await call("/api/wishlist", { cookie: asha })).json).toEqual({ WishlistCategories: [] });
    expect((await call("/api/wishlist?product_id=abc", { cookie: asha })).status).toBe(400);
  });
});

describe("POST /api/wishlist/update", () => {
  it("toggles the Default list and the product's flag, per user", async () => {
    const first = await toggle(product.id, 0, asha);
    expect(first.status).toBe(200);
    expect(wishlistUpdateResultSchema.parse(first.json)).toEqual({ product_id: product.id, wishlist: true, message: "Added to your wishlist" });
    expect(await flagOnPage(asha)).toBe(true);
    expect(await flagOnProduct(asha)).toBe(true);
    expect(await flagOnPage(meera)).toBe(false);
    expect(await flagOnProduct()).toBe(false);

    const second = await toggle(product.id, 0, asha);
    expect(second.json).toEqual({ product_id: product.id, wishlist: false, message: "Removed from your wishlist" });
    expect(await flagOnProduct(asha)).toBe(false);
  });

  it("keeps the flag while the product is in any of the customer's lists", async () => {
    const { id } = (await post("/api/wishlistCategory", { name: "Festive" }, asha)).json as { id: number };
    await toggle(product.id, 0, asha);
    expect((await toggle(product.id, id, asha)).json).toMatchObject({ wishlist: true, message: "Added to your wishlist" });
    expect((await toggle(product.id, 0, asha)).json).toMatchObject({ wishlist: true, message: "Removed from your wishlist" });
    expect((await toggle(product.id, id, asha)).json).toMatchObject({ wishlist: false });
  });

  it("refuses someone else's list, an unknown list or product, and bad ids", async () => {
    const { id } = (await post("/api/wishlistCategory", { name: "Mine" }, asha)).json as { id: number };
    expect(await toggle(product.id, id, meera)).toMatchObject({ status: 404, json: { message: "This wishlist does not exist" } });
    expect(await toggle(product.id, 99999, asha)).toMatchObject({ status: 404 });
    expect(await toggle(99999, 0, asha)).toMatchObject({ status: 404, json: { message: "Product not found" } });
    expect((await post("/api/wishlist/update", { product_id: "x", wishlist_category_id: 0 }, asha)).status).toBe(400);
    expect((await post("/api/wishlist/update", { product_id: product.id, wishlist_category_id: -1 }, asha)).status).toBe(400);
    expect(await db.selectFrom("wishlist_items").selectAll().execute()).toEqual([]);
  });
});

describe("POST /api/wishlist/remove", () => {
  const remove = (productId: number, listId: number, cookie?: string) =>
    post("/api/wishlist/remove", { product_id: productId, wishlist_category_id: listId }, cookie);

  it("takes a product out of one list, and a second remove leaves it out", async () => {
    const { id } = (await post("/api/wishlistCategory", { name: "Festive" }, asha)).json as { id: number };
    await toggle(product.id, 0, asha);
    await toggle(product.id, id, asha);
    expect((await remove(product.id, 0, asha)).json).toEqual({ product_id: product.id, wishlist: true, message: "Removed from your wishlist" });
    expect((await remove(product.id, 0, asha)).json).toEqual({ product_id: product.id, wishlist: true, message: "Removed from your wishlist" });
    expect((await remove(product.id, id, asha)).json).toMatchObject({ wishlist: false });
    expect((await remove(product.id, id, asha)).json).toMatchObject({ wishlist: false });
    expect(await flagOnProduct(asha)).toBe(false);
    expect(await db.selectFrom("wishlist_items").selectAll().execute()).toEqual([]);
  });

  it("refuses someone else's list and an unknown product", async () => {
    const { id } = (await post("/api/wishlistCategory", { name: "Mine" }, asha)).json as { id: number };
    expect(await remove(product.id, id, meera)).toMatchObject({ status: 404, json: { message: "This wishlist does not exist" } });
    expect(await remove(99999, 0, asha)).toMatchObject({ status: 404, json: { message: "Product not found" } });
  });
});

describe("GET /api/wishlist/products", () => {
  const listsWithProducts = async (cookie?: string, origin?: string) => {
    const response = await call("/api/wishlist/products", { cookie, origin });
    expect(response.status).toBe(200);
    return wishlistProductsSchema.parse(response.json).data;
  };
  const namesAndIds = (data: Awaited<ReturnType<typeof listsWithProducts>>) =>
    data.map((list) => ({ id: list.id, name: list.name, products: list.products.map((item) => item.product_id) }));

  it("asks a guest to log in", async () => {
    expect(await call("/api/wishlist/products")).toMatchObject({ status: 401, json: { message: "Please log in to use your wishlist" } });
  });

  it("always shows the Default list, empty at first, and is never cached", async () => {
    const response = await call("/api/wishlist/products", { cookie: asha });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(wishlistProductsSchema.parse(response.json).data).toEqual([{ id: 0, name: "Default", products: [] }]);
  });

  it("lists each list's products in the catalogue's shape, newest first, only the customer's own", async () => {
    const others = await db
      .selectFrom("products")
      .select("id")
      .where("website_id", "=", 1)
      .where("active", "=", 1)
      .where("id", "!=", product.id)
      .orderBy("id")
      .limit(2)
      .execute();
    const [second, third] = others.map((row) => row.id);
    const { id: festive } = (await post("/api/wishlistCategory", { name: "Festive" }, asha)).json as { id: number };
    await toggle(product.id, 0, asha);
    await db.updateTable("wishlist_items").set({ created_at: "2020-01-01T00:00:00.000Z" }).execute();
    await toggle(second, 0, asha);
    await toggle(product.id, festive, asha);
    await toggle(third, 0, meera);

    const data = await listsWithProducts(asha);
    expect(namesAndIds(data)).toEqual([
      { id: 0, name: "Default", products: [second, product.id] },
      { id: festive, name: "Festive", products: [product.id] },
    ]);
    const fromCatalogue = productSchema.parse((await call(`/api/products/${product.slug}`, { cookie: asha })).json);
    expect(data[1].products[0]).toEqual(fromCatalogue);
    expect(fromCatalogue).toMatchObject({ wishlist: true, image: expect.any(String) });
    expect(fromCatalogue.packs[0]).toMatchObject({ pack_id: expect.any(Number), warehouse_id: expect.any(Number) });

    expect(namesAndIds(await listsWithProducts(meera))).toEqual([{ id: 0, name: "Default", products: [third] }]);
  });

  it("leaves out inactive products and the products of other websites", async () => {
    await toggle(product.id, 0, asha);
    const wholesaleAsha = (await signedInCookie("9876543210", 2)).cookie;
    const wholesaleProduct = await db
      .selectFrom("products")
      .select("id")
      .where("website_id", "=", 2)
      .where("active", "=", 1)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const wholesaleToggle = await call("/api/wishlist/update", {
      method: "POST",
      origin: WHOLESALE_ORIGIN,
      cookie: `csrf_token=t; ${wholesaleAsha}`,
      headers: { "x-csrf-token": "t", "content-type": "application/json" },
      body: JSON.stringify({ product_id: wholesaleProduct.id, wishlist_category_id: 0 }),
    });
    expect(wholesaleToggle.status).toBe(200);

    expect(namesAndIds(await listsWithProducts(asha))).toEqual([{ id: 0, name: "Default", products: [product.id] }]);
    expect(namesAndIds(await listsWithProducts(wholesaleAsha, WHOLESALE_ORIGIN))).toEqual([
      { id: 0, name: "Default", products: [wholesaleProduct.id] },
    ]);

    await db.updateTable("products").set({ active: 0 }).where("id", "=", product.id).execute();
    try {
      expect(namesAndIds(await listsWithProducts(asha))).toEqual([{ id: 0, name: "Default", products: [] }]);
    } finally {
      await db.updateTable("products").set({ active: 1 }).where("id", "=", product.id).execute();
    }
  });
});
