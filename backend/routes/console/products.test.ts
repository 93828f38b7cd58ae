import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { ensureDatabase } from "@/backend/ensure-database";
import { adminCookie, WHOLESALE_WEBSITE_ID, wholesaleOnlyAdminCookie } from "@/backend/test/console-users";
import { withTestDatabase } from "@/backend/test/database";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { post } from "@/backend/test/shopper";
import { OPERATOR_CATALOGUE_MESSAGES } from "@/backend/services/operator/catalogue";
import { auditListSchema } from "@/lib/api/schemas/console/audit";
import { catalogueOptionsSchema, consoleProductListSchema, consoleProductSavedSchema, type ConsoleProductCreate } from "@/lib/api/schemas/console/products";

withTestDatabase();

let db: Kysely<Database>;
let admin: string;

beforeAll(async () => {
  db = await ensureDatabase();
  admin = await adminCookie();
});

const newProduct = (overrides: Partial<ConsoleProductCreate> = {}): ConsoleProductCreate => ({
  name: "Console Test Jaggery Powder",
  description: '<p>Sun-dried <strong>jaggery</strong><script>alert("x")</script></p>',
  gst_rate: 5,
  hsn_code: "1701",
  packs: [
    { name: "500 g", net_quantity: 500, net_unit: "g", act_price: 90, price: 80, stock: 10, gtin: "8901030865275" },
    { name: "1 kg", net_quantity: 1, net_unit: "kg", act_price: 170, price: 150, stock: 0 },
  ],
  ...overrides,
});

const saved = (response: { status: number; json: unknown }) => {
  expect(response).toMatchObject({ status: 200 });
  return consoleProductSavedSchema.parse(response.json);
};

async function latestAudit(entity: string) {
  const list = auditListSchema.parse((await call(`/api/console/audit?entity=${entity}&perPage=1`, { cookie: admin })).json);
  return list.data[0];
}

describe("POST /api/console/products", () => {
  it("adds a product with its packs and stock that a guest sees at once on the list, its page and search, and records who did it", async () => {
    const { product, message } = saved(await post("/api/console/products", newProduct(), admin));
    expect(message).toBe("Product added");
    expect(product).toMatchObject({ slug: "console-test-jaggery-powder", gst_rate: 5, hsn_code: "1701", active: true });
    expect(product.description).toBe("<p>Sun-dried <strong>jaggery</strong></p>");
    expect(product.packs.map((pack) => [pack.name, pack.price, pack.act_price, pack.stock, pack.stock_status])).toEqual([
      ["500 g", 80, 90, 10, "in_stock"],
      ["1 kg", 150, 170, 0, "out_of_stock"],
    ]);

    const page = await call(`/api/products/${product.slug}`);
    expect(page.status).toBe(200);
    const list = (await call("/api/products?q=jaggery")).json as { data: { slug: string }[] };
    expect(list.data.map((row) => row.slug)).toContain(product.slug);
    const suggestions = JSON.stringify((await call("/api/search/suggest?q=jaggery")).json);
    expect(suggestions).toContain("Console Test Jaggery Powder");

    expect(await latestAudit("product")).toMatchObject({
      action: "create",
      entity_id: String(product.id),
      actor: { name: "Meera Iyer" },
      summary: "Added Console Test Jaggery Powder with 2 packs",
    });
  });

  it("makes a free slug from the name, and refuses a slug that is taken", async () => {
    const second = saved(await post("/api/console/products", newProduct(), admin)).product;
    expect(second.slug).toBe("console-test-jaggery-powder-2");
    const taken = await post("/api/console/products", newProduct({ slug: "console-test-jaggery-powder" }), admin);
    expect(taken).toMatchObject({ status: 409, json: { message: OPERATOR_CATALOGUE_MESSAGES.slugTaken } });
  });

  it("refuses a price above the MRP, a bad GTIN, no packs and another website's category, writing nothing", async () => {
    const before = await db.selectFrom("audit_log").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
    const cases: [Partial<ConsoleProductCreate>, string][] = [
      [{ packs: [{ name: "1 kg", net_quantity: 1, net_unit: "kg", act_price: 100, price: 120 }] }, "The price cannot be above the MRP"],
      [{ packs: [{ name: "1 kg", net_quantity: 1, net_unit: "kg", act_price: 100, price: 90, gtin: "8901030865276" }] }, "check digit"],
      [{ packs: [] }, "Add at least one pack"],
    ];
    for (const [overrides, message] of cases) {
      const response = await post("/api/console/products", newProduct({ name: "Refused product", ...overrides }), admin);
      expect(response.status).toBe(400);
      expect((response.json as { message: string }).message).toContain(message);
    }
    const wholesaleCategory = await db.selectFrom("categories").select("id").where("website_id", "=", WHOLESALE_WEBSITE_ID).executeTakeFirstOrThrow();
    expect(await post("/api/console/products", newProduct({ name: "Refused product", category_id: wholesaleCategory.id }), admin)).toMatchObject({
      status: 400,
      json: { message: OPERATOR_CATALOGUE_MESSAGES.unknownCategory },
    });
    expect(await db.selectFrom("products").select("id").where("name", "=", "Refused product").execute()).toEqual([]);
    expect(await db.selectFrom("audit_log").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).toEqual(before);
  });
});

describe("changing a product, a pack and its stock", () => {
  async function created() {
    return saved(await post("/api/console/products", newProduct({ name: `Editable ${Math.random().toString(36).slice(2, 8)}` }), admin)).product;
  }

  it("edits and deactivates a product: the storefront stops showing it, and the log has the before and after", async () => {
    const product = await created();
    const changed = saved(await post(`/api/console/products/${product.id}`, { gst_rate: 12, active: false }, admin, { method: "PATCH" })).product;
    expect(changed).toMatchObject({ gst_rate: 12, active: false });
    expect((await call(`/api/products/${product.slug}`)).status).toBe(404);
    expect(await latestAudit("product")).toMatchObject({ action: "deactivate", before: { gst_rate: 5, active: 1 }, after: { gst_rate: 12, active: 0 } });
  });

  it("changes a pack's price, refuses one above its MRP, and records the change", async () => {
    const product = await created();
    const [pack] = product.packs;
    const body = { name: pack.name, net_quantity: pack.net_quantity, net_unit: pack.net_unit, act_price: pack.act_price, price: 75, gtin: pack.gtin };
    const after = saved(await post(`/api/console/packs/${pack.id}`, body, admin, { method: "PATCH" })).product;
    expect(after.packs[0].price).toBe(75);
    expect(((await call(`/api/products/${product.slug}`)).json as { packs: { price: number }[] }).packs[0].price).toBe(75);
    expect(await latestAudit("pack")).toMatchObject({ action: "update", before: { price: 80 }, after: { price: 75 } });
    const refused = await post(`/api/console/packs/${pack.id}`, { ...body, price: 95 }, admin, { method: "PATCH" });
    expect(refused.status).toBe(400);
  });

  it("sets stock, never below zero, and records the count", async () => {
    const product = await created();
    const pack = product.packs[1];
    const after = saved(await post(`/api/console/packs/${pack.id}/stock`, { quantity: 3 }, admin, { method: "PUT" })).product;
    expect(after.packs[1]).toMatchObject({ stock: 3, stock_status: "low_stock" });
    expect(await latestAudit("pack")).toMatchObject({ action: "set-stock", before: { quantity: 0 }, after: { quantity: 3 } });
    expect((await post(`/api/console/packs/${pack.id}/stock`, { quantity: -1 }, admin, { method: "PUT" })).status).toBe(400);
  });

  it("keeps an administrator of another website away from this website's products and packs (404, nothing changed)", async () => {
    const product = await created();
    const other = await wholesaleOnlyAdminCookie(WHOLESALE_WEBSITE_ID);
    const asOther = { origin: WHOLESALE_ORIGIN };
    expect((await call(`/api/console/products/${product.id}`, { cookie: other, ...asOther })).status).toBe(404);
    expect((await post(`/api/console/products/${product.id}`, { active: false }, other, { method: "PATCH", ...asOther })).status).toBe(404);
    expect((await post(`/api/console/packs/${product.packs[0].id}/stock`, { quantity: 99 }, other, { method: "PUT", ...asOther })).status).toBe(404);
    const unchanged = consoleProductSavedSchema.shape.product.parse((await call(`/api/console/products/${product.id}`, { cookie: admin })).json);
    expect(unchanged).toMatchObject({ active: true, packs: [{ stock: 10 }, { stock: 0 }] });
    const list = consoleProductListSchema.parse((await call(`/api/console/products?q=${encodeURIComponent(product.name)}`, { cookie: other, ...asOther })).json);
    expect(list.meta.total).toBe(0);
  });
});

describe("GET /api/console/products", () => {
  it("searches, filters and sorts on the server, and pages", async () => {
    const options = catalogueOptionsSchema.parse((await call("/api/console/catalogue/options", { cookie: admin })).json);
    expect(options.categories.length).toBeGreaterThan(0);
    const inactive = consoleProductListSchema.parse((await call("/api/console/products?active=0", { cookie: admin })).json);
    expect(inactive.data.every((row) => !row.active)).toBe(true);
    const out = consoleProductListSchema.parse((await call("/api/console/products?stock=out_of_stock&perPage=100", { cookie: admin })).json);
    expect(out.data.length).toBeGreaterThan(0);
    expect(out.data.every((row) => row.packs.some((pack) => pack.stock_status === "out_of_stock"))).toBe(true);
    const byName = consoleProductListSchema.parse((await call("/api/console/products?sort=name&perPage=5&page=2", { cookie: admin })).json);
    const names = byName.data.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    expect(byName.meta).toMatchObject({ page: 2, perPage: 5 });
    const brand = options.brands[0];
    const ofBrand = consoleProductListSchema.parse((await call(`/api/console/products?brand=${brand.id}&perPage=100`, { cookie: admin })).json);
    expect(ofBrand.data.length).toBeGreaterThan(0);
    expect(ofBrand.data.every((row) => row.brand_name === brand.name)).toBe(true);
  });
});
