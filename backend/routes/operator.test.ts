import { ensureDatabase } from "@/backend/ensure-database";
import { onSharedInvalidate } from "@/backend/test/stale-tags";
import { OPERATOR_MESSAGES } from "@/backend/middleware/operator-auth";
import { OPERATOR_CATALOGUE_MESSAGES } from "@/backend/services/operator/catalogue";
import { NET_QUANTITY_MESSAGES } from "@/backend/schemas/operator";
import { GTIN_MESSAGE } from "@/lib/validation/gtin";
import { call } from "@/backend/test/request";
import { withTestDatabase } from "@/backend/test/database";

withTestDatabase();

const TOKEN = "operator-secret-for-tests";
const SLUG = "royal-harvest-classic-basmati-rice";

function patch(path: string, body: unknown, token: string | null = TOKEN) {
  return call(path, {
    method: "PATCH",
    headers: { "content-type": "application/json", ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
}

/** The first pack of SLUG on the default website (the one `call` speaks to); both demo websites sell it. */
async function firstPack() {
  const db = await ensureDatabase();
  return db
    .selectFrom("packs")
    .innerJoin("products", "products.id", "packs.product_id")
    .innerJoin("websites", "websites.id", "products.website_id")
    .select(["packs.id as packId", "products.id as productId", "products.website_id as websiteId"])
    .where("products.slug", "=", SLUG)
    .where("websites.is_default", "=", 1)
    .orderBy("packs.position")
    .executeTakeFirstOrThrow();
}

async function productPrice() {
  const response = await call(`/api/products/${SLUG}`);
  return (response.json as { packs: Record<string, unknown>[] }).packs[0];
}

afterEach(() => {
  delete process.env.OPERATOR_TOKEN;
});

describe("operator API", () => {
  it("is refused entirely while OPERATOR_TOKEN is unset, even with a token", async () => {
    const { packId } = await firstPack();
    const response = await patch(`/api/operator/packs/${packId}`, { price: 10 });
    expect(response.status).toBe(403);
    expect(response.json).toEqual({ message: OPERATOR_MESSAGES.off });
  });

  it("refuses a missing or wrong bearer token", async () => {
    process.env.OPERATOR_TOKEN = TOKEN;
    const { packId } = await firstPack();
    for (const token of [null, "wrong", `${TOKEN}x`]) {
      const response = await patch(`/api/operator/packs/${packId}`, { price: 10 }, token);
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toContain("Bearer");
    }
  });

  it("changes a pack's price and MRP, recomputes the discount and refreshes the cached product at once", async () => {
    process.env.OPERATOR_TOKEN = TOKEN;
    const { packId, productId, websiteId } = await firstPack();
    const seeded = await productPrice(); // cached now
    expect(seeded.price).toBe(69);
    const named: string[][] = [];
    const stop = onSharedInvalidate((tags) => void named.push(tags));
    const response = await patch(`/api/operator/packs/${packId}`, { price: 59.5, act_price: 85 });
    stop();
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      pack_id: packId,
      product_id: productId,
      price: 59.5,
      act_price: 85,
      discount: 30,
      net_quantity: 500,
      net_unit: "g",
      unit_price: 119,
      gtin: seeded.gtin,
    });
    expect(named).toEqual([[`catalogue:${websiteId}`, `product:${productId}`]]);
    expect(await productPrice()).toMatchObject({ price: 59.5, act_price: 85, discount: 30 });
    const list = await call(`/api/products?q=classic%20basmati`);
    const listed = (list.json as { data: { slug: string; packs: { price: number }[] }[] }).data.find((item) => item.slug === SLUG);
    expect(listed?.packs[0].price).toBe(59.5);
  });

  it("records each change in the audit log of the pack's own website, as the operator API", async () => {
    process.env.OPERATOR_TOKEN = TOKEN;
    const { packId, websiteId } = await firstPack();
    expect((await patch(`/api/operator/packs/${packId}`, { price: 61 })).status).toBe(200);
    const db = await ensureDatabase();
    const entry = await db.selectFrom("audit_log").selectAll().where("entity", "=", "pack").where("entity_id", "=", String(packId)).orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ website_id: websiteId, actor_user_id: null, by_operator_token: 1 });
    expect(entry.summary).toBe("Changed Royal Harvest Classic Basmati Rice 500 g");
    expect(JSON.parse(entry.after_json ?? "{}")).toMatchObject({ price: 61 });
  });

  it("sets and clears a pack's net quantity; the unit price follows it on the product", async () => {
    process.env.OPERATOR_TOKEN = TOKEN;
    const { packId } = await firstPack();
    const seeded = await productPrice();
    expect(seeded).toMatchObject({ net_quantity: 500, net_unit: "g", unit_price: (seeded.price as number) * 2 });

    const kilos = await patch(`/api/operator/packs/${packId}`, { price: 69, net_quantity: 0.75, net_unit: "kg" });
    expect(kilos.status).toBe(200);
    expect(kilos.json).toMatchObject({ price: 69, net_quantity: 0.75, net_unit: "kg", unit_price: 92 });
    expect(await productPrice()).toMatchObject({ net_quantity: 0.75, net_unit: "kg", unit_price: 92 });

    const cleared = await patch(`/api/operator/packs/${packId}`, { net_quantity: null, net_unit: null });
    expect(cleared.json).toMatchObject({ net_quantity: null, net_unit: null, unit_price: null });
    expect(await productPrice()).toMatchObject({ price: 69, net_quantity: null, net_unit: null, unit_price: null });
  });

  it.each([
    [{ net_quantity: 500 }, `net_quantity: ${NET_QUANTITY_MESSAGES.together}`],
    [{ net_unit: "g" }, `net_quantity: ${NET_QUANTITY_MESSAGES.together}`],
    [{ net_quantity: null, net_unit: "g" }, `net_quantity: ${NET_QUANTITY_MESSAGES.together}`],
    [{ net_quantity: 500, net_unit: "lb" }, `net_unit: ${NET_QUANTITY_MESSAGES.unit}`],
    [{ net_quantity: 1.2345, net_unit: "kg" }, `net_quantity: ${NET_QUANTITY_MESSAGES.decimals}`],
    [{ net_quantity: 2.5, net_unit: "piece" }, `net_quantity: ${NET_QUANTITY_MESSAGES.wholePieces}`],
    [{ net_quantity: 0, net_unit: "g" }, "net_quantity: Too small: expected number to be >0"],
  ])("refuses the net quantity %j with a clear message and changes nothing", async (body, message) => {
    process.env.OPERATOR_TOKEN = TOKEN;
    const { packId } = await firstPack();
    await patch(`/api/operator/packs/${packId}`, { net_quantity: 500, net_unit: "g" });
    const before = await productPrice();
    const response = await patch(`/api/operator/packs/${packId}`, body);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message });
    expect(await productPrice()).toEqual(before);
  });

  it("sets and clears a pack's GTIN, which the product then carries", async () => {
    process.env.OPERATOR_TOKEN = TOKEN;
    const { packId } = await firstPack();
    const set = await patch(`/api/operator/packs/${packId}`, { gtin: "8901030865275" });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ pack_id: packId, gtin: "8901030865275" });
    expect(await productPrice()).toMatchObject({ gtin: "8901030865275" });

    const cleared = await patch(`/api/operator/packs/${packId}`, { gtin: null });
    expect(cleared.json).toMatchObject({ gtin: null });
    expect(await productPrice()).toMatchObject({ gtin: null });
  });

  it.each(["8901030865278", "89010308652", "890103086527X", " 8901030865275", ""])("refuses the GTIN %p with a clear message and changes nothing", async (gtin) => {
    process.env.OPERATOR_TOKEN = TOKEN;
    const { packId } = await firstPack();
    await patch(`/api/operator/packs/${packId}`, { gtin: "8901030865275" });
    const before = await productPrice();
    const response = await patch(`/api/operator/packs/${packId}`, { gtin });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: `gtin: ${GTIN_MESSAGE}` });
    expect(await productPrice()).toEqual(before);
  });

  it("refuses a price above the MRP, unknown fields, an empty change and an unknown pack", async () => {
    process.env.OPERATOR_TOKEN = TOKEN;
    const { packId } = await firstPack();
    const above = await patch(`/api/operator/packs/${packId}`, { price: 500, act_price: 100 });
    expect(above.status).toBe(400);
    expect(above.json).toEqual({ message: OPERATOR_CATALOGUE_MESSAGES.priceAboveMrp });
    expect((await patch(`/api/operator/packs/${packId}`, { cost: 1 })).status).toBe(400);
    expect((await patch(`/api/operator/packs/${packId}`, { price: 1.234 })).status).toBe(400);
    expect((await patch(`/api/operator/packs/${packId}`, {})).json).toEqual({ message: OPERATOR_CATALOGUE_MESSAGES.nothingToChange });
    expect((await patch(`/api/operator/packs/999999`, { price: 1 })).status).toBe(404);
  });

  it("renames, re-describes and hides a product", async () => {
    process.env.OPERATOR_TOKEN = TOKEN;
    const { productId } = await firstPack();
    const renamed = await patch(`/api/operator/products/${productId}`, { product_name: "Royal Harvest Basmati Gold", product_description: "<p>Aged</p>" });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ product_id: productId, product_name: "Royal Harvest Basmati Gold", slug: SLUG, active: true });
    expect((await call(`/api/products/${SLUG}`)).json).toMatchObject({ product_name: "Royal Harvest Basmati Gold", product_description: "<p>Aged</p>" });

    expect((await patch(`/api/operator/products/${productId}`, { active: false })).status).toBe(200);
    expect((await call(`/api/products/${SLUG}`)).status).toBe(404);
    expect((await patch(`/api/operator/products/${productId}`, { active: true })).status).toBe(200);
    expect((await call(`/api/products/${SLUG}`)).status).toBe(200);
    expect((await patch(`/api/operator/products/${productId}`, { product_name: "  " })).status).toBe(400);
  });
});
