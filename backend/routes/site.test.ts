import { invalidate } from "@/backend/cache/invalidation";
import { cacheTags } from "@/lib/cache/tags";
import { ensureDatabase } from "@/backend/ensure-database";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { post, signedInCookie } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import { siteResponseSchema, visitorResponseSchema } from "@/lib/api/schemas";

withTestDatabase();

describe("GET /api/site", () => {
  it("answers the website's public part of init, with the origin its pages are published under", async () => {
    process.env.PUBLIC_ORIGIN = "https://shop.example.com";
    const response = await call("/api/site", { origin: "http://localhost:3000" });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json as object).sort()).toEqual(
      ["activetheme", "brands", "categories", "delivery", "footers", "navSetting", "navs", "popup", "returnPolicy", "web", "webAddress", "webPages", "webSeo"].sort(),
    );
    const site = siteResponseSchema.parse(response.json);
    expect(site.web).toMatchObject({ name: "Annapurna Store", origin: "https://shop.example.com", host: "localhost" });
    const wholesale = siteResponseSchema.parse((await call("/api/site", { origin: WHOLESALE_ORIGIN })).json);
    // Not the request's origin: PUBLIC_ORIGIN's scheme and port with the website's own host.
    expect(wholesale.web).toMatchObject({ name: "Bulk Bazaar Wholesale", origin: "https://wholesale.localhost", host: "wholesale.localhost" });
    delete process.env.PUBLIC_ORIGIN;
  });

  it("takes a website's configured public origin over the derived one", async () => {
    const db = await ensureDatabase();
    await db.updateTable("websites").set({ public_origin: "https://bulk.example.in/" }).where("name", "=", "Bulk Bazaar Wholesale").execute();
    // Behind the backend's back: named as /s/revalidate would.
    await invalidate([cacheTags.website(2)]);
    const response = await call("/api/site", { origin: WHOLESALE_ORIGIN });
    expect(siteResponseSchema.parse(response.json).web.origin).toBe("https://bulk.example.in");
    await db.updateTable("websites").set({ public_origin: null }).where("name", "=", "Bulk Bazaar Wholesale").execute();
    await invalidate([cacheTags.website(2)]);
  });

  it("summarises each website's delivery terms by the pincodes it serves and gives its return policy, the same for every visitor", async () => {
    const retail = siteResponseSchema.parse((await call("/api/site")).json);
    // Seeded areas: ₹40 free above ₹499 (Bengaluru), ₹60 free above ₹799 (Mumbai); daily slots. 700001 is not served.
    expect(retail.delivery).toEqual({
      destinations: [
        { postal_codes: ["400001"], charge: 60, free_above: 799 },
        { postal_codes: ["560001", "560034"], charge: 40, free_above: 499 },
      ],
      days: { min: 0, max: 1 },
    });
    expect(retail.returnPolicy).toEqual({ days: 7, method: "by_mail", fees: "free" });
    const wholesale = siteResponseSchema.parse((await call("/api/site", { origin: WHOLESALE_ORIGIN })).json);
    expect(wholesale.delivery).toEqual({
      destinations: [
        { postal_codes: ["400001"], charge: 250, free_above: 10000 },
        { postal_codes: ["560001", "560034"], charge: 150, free_above: 5000 },
      ],
      days: { min: 0, max: 1 },
    });
    expect(wholesale.returnPolicy).toEqual({ days: 3, method: "in_store", fees: "customer_pays" });
  });

  it("leaves out inactive areas and slots, claims no delivery time without slots, and no policy the operator has not set", async () => {
    const db = await ensureDatabase();
    const warehouse = await db.selectFrom("warehouses").select("id").where("website_id", "=", 2).executeTakeFirstOrThrow();
    await db.updateTable("warehouse_pincodes").set({ active: 0 }).where("warehouse_id", "=", warehouse.id).where("delivery_charge", "=", 15000).execute();
    await db.updateTable("delivery_slots").set({ active: 0 }).where("warehouse_id", "=", warehouse.id).execute();
    await db.updateTable("websites").set({ return_days: null }).where("id", "=", 2).execute();
    await invalidate([cacheTags.website(2)]);
    const changed = siteResponseSchema.parse((await call("/api/site", { origin: WHOLESALE_ORIGIN })).json);
    expect(changed.delivery).toEqual({ destinations: [{ postal_codes: ["400001"], charge: 250, free_above: 10000 }], days: null });
    expect(changed.returnPolicy).toBeNull();

    await db.updateTable("warehouse_pincodes").set({ active: 0 }).where("warehouse_id", "=", warehouse.id).execute();
    await invalidate([cacheTags.website(2)]);
    expect(siteResponseSchema.parse((await call("/api/site", { origin: WHOLESALE_ORIGIN })).json).delivery).toBeNull();

    await db.updateTable("warehouse_pincodes").set({ active: 1 }).where("warehouse_id", "=", warehouse.id).execute();
    await db.updateTable("delivery_slots").set({ active: 1 }).where("warehouse_id", "=", warehouse.id).execute();
    await db.updateTable("websites").set({ return_days: 3 }).where("id", "=", 2).execute();
    await invalidate([cacheTags.website(2)]);
  });

  it("is shareable per website, with an ETag that a repeated request turns into a 304", async () => {
    const first = await call("/api/products?perPage=2");
    // No stale window for browsers: a returning visitor's browser would otherwise use an old copy and
    // ask again in the background, two requests for one read.
    expect(first.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    expect(first.headers.get("cdn-cache-control")).toMatch(/^max-age=\d+, stale-while-revalidate=\d+$/);
    expect(first.headers.get("vary")).toBe("x-store-origin, Origin");
    expect(first.headers.get("set-cookie")).toBeNull();
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await call("/api/products?perPage=2", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    const other = await call("/api/products?perPage=2", { origin: WHOLESALE_ORIGIN, headers: { "if-none-match": etag } });
    expect(other.status).toBe(200);
    expect(other.headers.get("etag")).not.toBe(etag);
  });

  it("gives a signed-in caller their own, private answer", async () => {
    const { cookie } = await signedInCookie();
    const response = await call("/api/products?perPage=2", { cookie });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("etag")).toBeNull();
  });
});

describe("GET /api/visitor", () => {
  it("is empty and shareable for a guest with no session and no pincode: every such guest gets the same answer", async () => {
    const response = await call("/api/visitor");
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    expect(visitorResponseSchema.parse(response.json)).toEqual({ user: null, pincode: null, cart: null, wishlist: [] });
  });

  it("is private for a guest with a pincode or a cart of their own", async () => {
    const withPincode = await call("/api/check/pincode/560001");
    const pincodeCookie = String(withPincode.headers.get("set-cookie")).split(";")[0];
    const guest = await call("/api/visitor", { cookie: pincodeCookie });
    expect(guest.headers.get("cache-control")).toBe("private, no-store");
    expect(visitorResponseSchema.parse(guest.json).pincode).toBe("560001");
  });

  it("carries the signed-in customer, their pincode, cart and wishlisted product ids", async () => {
    const { cookie, userId } = await signedInCookie();
    const db = await ensureDatabase();
    const product = await db.selectFrom("products").select("id").where("website_id", "=", 1).orderBy("id").executeTakeFirstOrThrow();
    await db.insertInto("wishlist_items").values({ user_id: userId, product_id: product.id, wishlist_category_id: null, created_at: new Date().toISOString() }).execute();
    await call("/api/check/pincode/560001", { cookie });
    const pack = await db.selectFrom("packs").select(["id", "warehouse_id"]).where("product_id", "=", product.id).executeTakeFirstOrThrow();
    expect((await post("/api/cart/add", { pack_id: pack.id, warehouse_id: pack.warehouse_id }, cookie)).status).toBe(200);
    const visitor = visitorResponseSchema.parse((await call("/api/visitor", { cookie })).json);
    expect(visitor.user?.phone).toBe("9876543210");
    expect(visitor.pincode).toBe("560001");
    expect(visitor.cart?.quantity).toBe(1);
    expect(visitor.wishlist).toContain(product.id);
    // The wholesale website has none of this customer's wishlisted products.
    expect(visitorResponseSchema.parse((await call("/api/visitor", { cookie, origin: WHOLESALE_ORIGIN })).json).wishlist).toEqual([]);
  });
});

describe("answers that set a cookie", () => {
  it("are private and never stored, whatever the route said", async () => {
    const response = await call("/api/check/pincode/560001");
    expect(response.headers.get("set-cookie")).not.toBeNull();
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});
