import type { Kysely } from "kysely";
import type { Database, OrderRow } from "@/backend/db/schema";
import { ensureDatabase } from "@/backend/ensure-database";
import { issueInvoice } from "@/backend/services/invoices/issue";
import { storeTranslation } from "@/backend/test/catalogue-translations";
import { withTestDatabase } from "@/backend/test/database";
import { checkoutCart, deliverablePacks, placeBody, shopper, type SellablePack, type Shopper } from "@/backend/test/orders";
import { pdfText } from "@/backend/test/pdf-text";
import { call } from "@/backend/test/request";
import { post } from "@/backend/test/shopper";
import { LANGUAGE_HEADER } from "@/lib/api/protocol";
import { cartSchema, productListSchema } from "@/lib/api/schemas";
import { visitorResponseSchema } from "@/lib/api/schemas/init";
import { buyAgainSchema } from "@/lib/api/schemas/buy-again";
import { wishlistProductsSchema } from "@/lib/api/schemas/wishlist";

withTestDatabase();
jest.setTimeout(90_000);

let db: Kysely<Database>;
let pack: SellablePack & { product_id: number; product_name: string; pack_name: string };
let asha: Shopper;

const HINDI_PRODUCT = "परीक्षण चावल";
const HINDI_PACK = "एक किलो";

const inHindi = { [LANGUAGE_HEADER]: "hi" };

beforeAll(async () => {
  db = await ensureDatabase();
  const [first] = await deliverablePacks(db);
  const names = await db
    .selectFrom("packs")
    .innerJoin("products", "products.id", "packs.product_id")
    .select(["packs.product_id", "products.name as product_name", "packs.name as pack_name"])
    .where("packs.id", "=", first.id)
    .executeTakeFirstOrThrow();
  pack = { ...first, ...names };
  await storeTranslation(db, { website_id: 1, record_type: "product", record_id: pack.product_id, language: "hi", name: HINDI_PRODUCT });
  await storeTranslation(db, { website_id: 1, record_type: "pack", record_id: pack.id, language: "hi", name: HINDI_PACK });
  asha = await shopper("9876543210");
});

const cartLine = (body: unknown) => cartSchema.parse(body).items.find((item) => item.pack_id === pack.id)!;

describe("the shopper's own answers name the catalogue in the page's language", () => {
  it("the cart, from the write that fills it to the visitor call, in Hindi on a Hindi page and in English on an English one", async () => {
    const added = await post("/api/cart/add", { pack_id: pack.id, warehouse_id: pack.warehouse_id }, asha.cookie, { headers: inHindi });
    expect(added.status).toBe(200);
    expect(cartLine(added.json)).toMatchObject({ name: HINDI_PRODUCT, pack: HINDI_PACK });

    const hindi = await call("/api/cart?groupby_delivery=true", { cookie: asha.cookie, headers: inHindi });
    expect(cartLine(hindi.json)).toMatchObject({ name: HINDI_PRODUCT, pack: HINDI_PACK });
    expect(hindi.headers.get("cache-control")).toContain("no-store");
    const visitor = visitorResponseSchema.parse((await call("/api/visitor", { cookie: asha.cookie, headers: inHindi })).json);
    expect(visitor.cart?.items.find((item) => item.pack_id === pack.id)).toMatchObject({ name: HINDI_PRODUCT, pack: HINDI_PACK });

    for (const headers of [{}, { [LANGUAGE_HEADER]: "en" }, { [LANGUAGE_HEADER]: "ta" }] as Record<string, string>[]) {
      const english = await call("/api/cart?groupby_delivery=true", { cookie: asha.cookie, headers });
      expect(cartLine(english.json)).toMatchObject({ name: pack.product_name, pack: pack.pack_name });
    }
  });

  it("an order placed from a Hindi checkout keeps the English names, and so does its GST invoice", async () => {
    const cart = await checkoutCart(asha);
    const placed = await post("/api/checkout/place", placeBody(cart, asha), asha.cookie, { headers: inHindi });
    expect(placed.status).toBe(200);
    const orderId = (placed.json as { id: number }).id;
    const lines = await db.selectFrom("order_items").select(["name", "pack_name"]).where("order_id", "=", orderId).execute();
    expect(lines).toEqual([{ name: pack.product_name, pack_name: pack.pack_name }]);

    const order = (await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow()) as OrderRow;
    await db.transaction().execute((trx) => issueInvoice(trx, order, new Date()));
    const { getApp } = await import("@/backend/app");
    const pdf = await getApp().fetch(new Request(`http://localhost/api/account/orders/${orderId}/invoice.pdf`, { headers: { cookie: asha.cookie, ...inHindi } }));
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(pack.product_name);
    expect(text).not.toContain(HINDI_PRODUCT);
  });

  it("buy again and the wishlist, in Hindi on a Hindi page", async () => {
    const again = buyAgainSchema.parse((await call("/api/account/buy-again", { cookie: asha.cookie, headers: inHindi })).json);
    expect(again.data.find((product) => product.product_id === pack.product_id)?.product_name).toBe(HINDI_PRODUCT);
    const againInEnglish = buyAgainSchema.parse((await call("/api/account/buy-again", { cookie: asha.cookie })).json);
    expect(againInEnglish.data.find((product) => product.product_id === pack.product_id)?.product_name).toBe(pack.product_name);

    expect((await post("/api/wishlist/update", { product_id: pack.product_id, wishlist_category_id: 0 }, asha.cookie)).status).toBe(200);
    const saved = (headers: Record<string, string>) =>
      call("/api/wishlist/products", { cookie: asha.cookie, headers }).then(({ json }) =>
        wishlistProductsSchema.parse(json).data[0].products.find((product) => product.product_id === pack.product_id),
      );
    expect((await saved(inHindi))?.product_name).toBe(HINDI_PRODUCT);
    expect((await saved(inHindi))?.packs.find((one) => one.pack_id === pack.id)?.pack_name).toBe(HINDI_PACK);
    expect((await saved({}))?.product_name).toBe(pack.product_name);
  });
});

describe("products by id (recently viewed, related products)", () => {
  it("answer in the language their URL names, each language a shared answer of its own, and never by a header", async () => {
    const path = `/api/products?ids=${pack.product_id}&perPage=1`;
    const hindi = await call(`${path}&lang=hi`);
    expect(hindi.status).toBe(200);
    expect(productListSchema.parse(hindi.json).data[0].product_name).toBe(HINDI_PRODUCT);
    expect(hindi.headers.get("cache-control")).toContain("public");

    const english = await call(path, { headers: inHindi });
    expect(productListSchema.parse(english.json).data[0].product_name).toBe(pack.product_name);
    expect(english.headers.get("etag")).not.toBe(hindi.headers.get("etag"));
  });
});
