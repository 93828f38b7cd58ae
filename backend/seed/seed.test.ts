import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { readDatabaseConfig } from "@/backend/config";
import { getDb } from "@/backend/db/database";
import { ensureDatabase } from "@/backend/ensure-database";
import { migrateDownAll, migrateToLatest } from "@/backend/db/migrator";
import type { Database, OrderRow } from "@/backend/db/schema";
import { cartTotals, groupDeliveries, type PricedLine } from "@/backend/services/cart/pricing";
import { couponDiscount } from "@/backend/services/coupons";
import { withTestDatabase } from "@/backend/test/database";
import { seedIfEmpty } from ".";
import { seedMediaFiles } from "./media";
import { publishedBlocks } from "@/backend/services/console/pages/page-view";
import { isValidGtin } from "@/lib/validation/gtin";
import { addressFieldsSchema } from "@/lib/api/schemas/account";
import { ORDER_PLANS } from "./orders";

withTestDatabase({ prepared: false });
// Each test that seeds migrates and seeds a whole demo (its orders through the order services): seconds, more on PostgreSQL.
jest.setTimeout(120_000);

const TABLES_BY_ID = [
  "websites", "website_hosts", "menu_items", "popups", "web_pages", "page_components", "categories", "brands",
  "suppliers", "warehouses", "warehouse_pincodes", "delivery_slots", "products", "product_medias", "packs", "coupons", "users",
] as const;
const TABLES_BY_WEBSITE = ["nav_settings", "seo_settings", "web_addresses"] as const;

async function dump(db: Kysely<Database>) {
  const rows: Record<string, unknown[]> = {};
  for (const table of TABLES_BY_ID) rows[table] = await db.selectFrom(table).selectAll().orderBy("id").execute();
  for (const table of TABLES_BY_WEBSITE) rows[table] = await db.selectFrom(table).selectAll().orderBy("website_id").execute();
  return rows;
}

const count = async (db: Kysely<Database>, table: (typeof TABLES_BY_ID)[number]) =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

describe("ensureDatabase", () => {
  it("creates, migrates and seeds once, even for concurrent first calls", async () => {
    const [a, b, c] = await Promise.all([ensureDatabase(), ensureDatabase(), ensureDatabase()]);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(await count(a, "websites")).toBe(2);
    expect(await ensureDatabase()).toBe(a);
  });
});

describe("demo seed", () => {
  it("is deterministic: a reset gives identical rows", async () => {
    const db = await ensureDatabase();
    const first = await dump(db);
    const config = readDatabaseConfig();
    await migrateDownAll(db, config);
    await migrateToLatest(db, config);
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await dump(db)).toEqual(first);
  });

  it("does nothing when data exists", async () => {
    const db = getDb();
    const before = await count(db, "products");
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await count(db, "products")).toBe(before);
  });

  it("draws the same images every time", () => {
    const digest = () =>
      createHash("sha256")
        .update(seedMediaFiles().map((file) => `${file.path}\n${file.content.toString()}`).join("\n"))
        .digest("hex");
    expect(digest()).toBe(digest());
  });

  it("has an image for every media path the data refers to", async () => {
    const db = getDb();
    const drawn = new Set(seedMediaFiles().map((file) => file.path));
    const referenced = [
      ...(await db.selectFrom("product_medias").select("src as path").execute()),
      ...(await db.selectFrom("categories").select("avatar as path").execute()),
      ...(await db.selectFrom("suppliers").select("avatar as path").execute()),
      ...(await db.selectFrom("websites").select("logo as path").execute()),
      ...(await db.selectFrom("websites").select("favicon as path").execute()),
      ...(await db.selectFrom("popups").select("image as path").execute()),
      ...(await db.selectFrom("seo_settings").select("og_image as path").execute()),
    ];
    const missing = referenced.map((row) => row.path).filter((path) => path && !drawn.has(path));
    expect(missing).toEqual([]);
  });

  it("names the pages' blocks in every other language of their website as the editor reads them, with every picture drawn", async () => {
    const db = getDb();
    const drawn = new Set(seedMediaFiles().map((file) => file.path));
    const pages = await db.selectFrom("web_pages").innerJoin("websites", "websites.id", "web_pages.website_id").select(["web_pages.id", "websites.languages"]).execute();
    for (const page of pages) {
      const others = page.languages.split(",").slice(1);
      for (const block of await publishedBlocks(db, page.id)) {
        expect(Object.keys(block.translations ?? {})).toEqual(others);
        const pictures = JSON.stringify(block.translations).match(/banners\/[\w./-]+\.svg/g) ?? [];
        expect(pictures.filter((picture) => !drawn.has(picture))).toEqual([]);
      }
    }
  });

  it("holds the documented demo data", async () => {
    const db = getDb();
    const websites = await db.selectFrom("websites").select(["name", "theme", "font_family", "is_default"]).orderBy("id").execute();
    expect(websites).toEqual([
      { name: "Annapurna Store", theme: "light", font_family: "Inter", is_default: 1 },
      { name: "Bulk Bazaar Wholesale", theme: "dark", font_family: "Poppins", is_default: 0 },
    ]);
    expect(await db.selectFrom("website_hosts").select("host").where("website_id", "=", 2).execute()).toEqual([{ host: "wholesale.localhost" }]);
    expect(await count(db, "products")).toBe(80 + 27);
    expect(await count(db, "brands")).toBe(20);
    expect(await count(db, "suppliers")).toBe(8);

    const packsPerProduct = await db
      .selectFrom("packs")
      .select((eb) => ["product_id", eb.fn.countAll().as("n")])
      .groupBy("product_id")
      .execute();
    expect(packsPerProduct.every((row) => Number(row.n) >= 1 && Number(row.n) <= 4)).toBe(true);
    // Every demo pack on both websites declares its net quantity, so every pack shows a unit price.
    const undeclared = await db.selectFrom("packs").select("name").where((eb) => eb.or([eb("net_quantity", "is", null), eb("net_unit", "is", null)])).execute();
    expect(undeclared).toEqual([]);
    const declared = await db.selectFrom("packs").select(["name", "net_quantity", "net_unit"]).where("name", "in", ["Pack of 4", "Carton of 24 × 200 g", "15 L tin"]).execute();
    expect(new Set(declared.map(({ name, net_quantity, net_unit }) => `${name}: ${net_quantity} ${net_unit}`))).toEqual(
      new Set(["Pack of 4: 500 g", "Carton of 24 × 200 g: 4800 g", "15 L tin: 15 l"]),
    );
    // Retail packs carry a well-formed, unique GTIN-13 from India (890…); the wholesale cases carry none.
    const gtins = await db
      .selectFrom("packs")
      .innerJoin("products", "products.id", "packs.product_id")
      .innerJoin("websites", "websites.id", "products.website_id")
      .select(["packs.gtin", "websites.is_default"])
      .execute();
    const retail = gtins.filter((row) => row.is_default === 1).map((row) => row.gtin ?? "");
    expect(retail.every((gtin) => gtin.startsWith("890") && isValidGtin(gtin))).toBe(true);
    expect(new Set(retail).size).toBe(retail.length);
    expect(gtins.filter((row) => row.is_default !== 1).every((row) => row.gtin === null)).toBe(true);
    const mediasPerProduct = await db
      .selectFrom("product_medias")
      .select((eb) => ["product_id", eb.fn.countAll().as("n")])
      .groupBy("product_id")
      .execute();
    expect(mediasPerProduct).toHaveLength(107);
    expect(mediasPerProduct.every((row) => Number(row.n) >= 1 && Number(row.n) <= 3)).toBe(true);

    const coupons = await db.selectFrom("coupons").select(["code", "kind", "value", "min_order", "max_discount", "valid_to", "private"]).where("website_id", "=", 1).orderBy("id").execute();
    expect(coupons.map((coupon) => coupon.code)).toEqual(["WELCOME10", "FLAT50", "DIWALI25", "STAFF20"]);
    expect(coupons[0]).toMatchObject({ kind: "percent", value: 10, min_order: 50000, max_discount: 20000 });
    expect(coupons[1]).toMatchObject({ kind: "flat", value: 5000, min_order: 30000, max_discount: null });
    expect(coupons[2].valid_to < "2025-01-01").toBe(true);
    expect(coupons.map((coupon) => coupon.private)).toEqual([0, 0, 0, 1]);

    const users = await db.selectFrom("users").select(["id", "name", "phone", "superadmin", "has_admin_access", "is_sales_agent", "sales_agent_id"]).orderBy("phone").execute();
    expect(users.map((user) => user.phone)).toEqual([
      "9876543210", "9876543211", "9876543212", "9876543213", "9876543214", "9876543215", "9876543216", "9876543217",
    ]);
    expect(users[0]).toMatchObject({ name: "Asha Rao", sales_agent_id: users[1].id });
    expect(users[1].is_sales_agent).toBe(1);
    expect(users[2].has_admin_access).toBe(1);
    expect(users[3].superadmin).toBe(1);

    const pincodes = await db.selectFrom("warehouse_pincodes").select(["pincode", "delivery_charge", "free_delivery_above"]).where("warehouse_id", "=", 1).orderBy("id").execute();
    expect(pincodes).toEqual([
      { pincode: "560001", delivery_charge: 4000, free_delivery_above: 49900 },
      { pincode: "560034", delivery_charge: 4000, free_delivery_above: 49900 },
      { pincode: "400001", delivery_charge: 6000, free_delivery_above: 79900 },
    ]);
    const slots = await db.selectFrom("delivery_slots").select(["start_time", "end_time"]).where("warehouse_id", "=", 1).orderBy("position").execute();
    expect(slots).toEqual([
      { start_time: "09:00", end_time: "12:00" },
      { start_time: "12:00", end_time: "15:00" },
      { start_time: "17:00", end_time: "20:00" },
    ]);
  });

  it("counts the coupon of every demo order that used one, and continues the order numbers after them", async () => {
    const db = getDb();
    const withCoupon = await db.selectFrom("orders").select(["order_number", "user_id"]).where("coupon_code", "=", "WELCOME10").orderBy("order_number").execute();
    expect(withCoupon.length).toBeGreaterThan(0);
    const redemptions = await db
      .selectFrom("coupon_redemptions")
      .innerJoin("coupons", "coupons.id", "coupon_redemptions.coupon_id")
      .select(["coupon_redemptions.order_ref as order_number", "coupon_redemptions.user_id"])
      .where("coupons.code", "=", "WELCOME10")
      .orderBy("coupon_redemptions.order_ref")
      .execute();
    expect(redemptions).toEqual(withCoupon);

    const numbers = await db.selectFrom("orders").select("order_number").where("website_id", "=", 1).execute();
    const counter = await db.selectFrom("order_counters").select("last_sequence").where("website_id", "=", 1).executeTakeFirstOrThrow();
    expect(counter.last_sequence).toBe(Math.max(...numbers.map((row) => Number(row.order_number.split("-")[1]))));
  });
});


/** What the cart's pricing makes of the order's lines, its delivery areas' rules and its coupon. */
async function priced(db: Kysely<Database>, order: OrderRow) {
  const items = await db.selectFrom("order_items").select(["price", "quantity", "amount"]).where("order_id", "=", order.id).execute();
  const deliveries = await db
    .selectFrom("order_deliveries")
    .innerJoin("warehouse_pincodes", "warehouse_pincodes.id", "order_deliveries.delivery_charge_id")
    .select(["warehouse_pincodes.id", "warehouse_pincodes.pincode", "warehouse_pincodes.delivery_charge", "warehouse_pincodes.free_delivery_above"])
    .where("order_deliveries.order_id", "=", order.id)
    .execute();
  expect(deliveries).toHaveLength(1);
  const [area] = deliveries;
  const lines: PricedLine[] = items.map((item) => ({ price: item.price, quantity: item.quantity, valid: true, deliveryChargeId: area.id }));
  const groups = groupDeliveries(lines, [{ deliveryChargeId: area.id, charge: area.delivery_charge, freeAbove: area.free_delivery_above }]);
  const amount = cartTotals(lines, groups, 0).amount;
  const coupon = order.coupon_code
    ? await db.selectFrom("coupons").selectAll().where("website_id", "=", order.website_id).where("code", "=", order.coupon_code).executeTakeFirstOrThrow()
    : null;
  return { pincode: area.pincode, totals: cartTotals(lines, groups, coupon ? couponDiscount(coupon, amount) : 0), lineAmounts: items.map((item) => item.amount === item.price * item.quantity) };
}

describe("demo orders", () => {
  let db: Kysely<Database>;
  let orders: OrderRow[];

  beforeAll(async () => {
    db = getDb();
    orders = await db.selectFrom("orders").selectAll().where("website_id", "=", 1).orderBy("id").execute();
  });

  it("are as many as planned, for the planned customers, statuses, payment methods and days", async () => {
    const users = await db.selectFrom("users").select(["id", "phone"]).execute();
    const phoneOf = new Map(users.map((user) => [user.id, user.phone]));
    const paymentStatus = (status: string, method: string) =>
      method === "razorpay" ? (status === "cancelled" ? "refunded" : "paid") : status === "delivered" ? "paid" : "pending";
    const seedDay = new Date(new Date().toISOString().slice(0, 10)).getTime();
    const actual = orders.map((order) => ({
      phone: phoneOf.get(order.user_id),
      daysAgo: Math.ceil((seedDay - Date.parse(order.created_at)) / 86_400_000),
      status: order.status,
      method: order.payment_method,
      paymentStatus: order.payment_status,
    }));
    const planned = Object.entries(ORDER_PLANS).flatMap(([phone, plans]) =>
      plans.map(([daysAgo, status, method]) => ({ phone, daysAgo, status, method, paymentStatus: paymentStatus(status, method) })),
    );
    const byPhoneAndDay = (a: { phone?: string; daysAgo: number }, b: { phone?: string; daysAgo: number }) => (a.phone ?? "").localeCompare(b.phone ?? "") || a.daysAgo - b.daysAgo;
    expect(actual.sort(byPhoneAndDay)).toEqual(planned.sort(byPhoneAndDay));
  });

  it("cost what the cart's pricing gives for their lines, coupon and delivery area", async () => {
    expect(orders.some((order) => order.coupon_code !== null)).toBe(true);
    expect(orders.some((order) => order.delivery_charge > 0)).toBe(true);
    for (const order of orders) {
      const { totals, lineAmounts } = await priced(db, order);
      expect(lineAmounts.every(Boolean)).toBe(true);
      expect({ amount: order.amount, discount: order.discount, delivery: order.delivery_charge, total: order.total }).toEqual({
        amount: totals.amount,
        discount: totals.discount,
        delivery: totals.finalDelivery,
        total: totals.total,
      });
    }
  });

  it("keep a snapshot of one of the customer's saved addresses, delivered to its pincode", async () => {
    for (const order of orders) {
      const snapshot = addressFieldsSchema.strict().parse(JSON.parse(order.address));
      const saved = await db.selectFrom("addresses").selectAll().where("user_id", "=", order.user_id).where("website_id", "=", order.website_id).execute();
      const fields = saved.map((row) => addressFieldsSchema.parse({ ...row, line2: row.line2 ?? "", landmark: row.landmark ?? "" }));
      expect(fields).toContainEqual(snapshot);
      expect((await priced(db, order)).pincode).toBe(snapshot.pincode);
    }
  });

  it("have one invoice once confirmed, a credit note once cancelled, and a refund for a cancelled online payment", async () => {
    const documents = await db.selectFrom("tax_documents").select(["order_id", "kind"]).orderBy("id").execute();
    const refunds = await db.selectFrom("refunds").select(["order_id", "status"]).execute();
    for (const order of orders) {
      const kinds = documents.filter((document) => document.order_id === order.id).map((document) => document.kind);
      const invoiced = order.status !== "placed";
      expect(kinds).toEqual([...(invoiced ? ["invoice"] : []), ...(order.status === "cancelled" ? ["credit_note"] : [])]);
      const refunded = order.status === "cancelled" && order.payment_method === "razorpay";
      expect(refunds.filter((refund) => refund.order_id === order.id)).toEqual(refunded ? [{ order_id: order.id, status: "processed" }] : []);
    }
  });

  it("leave the customers without a cart, as before they first shop", async () => {
    expect(await db.selectFrom("carts").select("id").execute()).toEqual([]);
  });
});
