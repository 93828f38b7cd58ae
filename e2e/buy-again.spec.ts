import { expect, test, type Page } from "@playwright/test";
import { apiGet, apiPost, placeOrderByApi, type Placed } from "./support/checkout";
import { registerByApi } from "./support/sign-in";
import { siteUrl } from "./support/sites";
import { withStoreDatabase } from "./support/store-database";

const SHOTS = "/tmp/buy-again-shots";
const PINCODE = "560001";

type Pack = { pack_id: number; pack_name: string; warehouse_id: number; price: number; in_stock: boolean };
type Product = { product_id: number; product_name: string; slug: string; packs: Pack[] };
type Target = { page: Page; site: string };

const SITES = [
  { name: "retail", url: (base: string) => base },
  { name: "wholesale", url: (base: string) => siteUrl(base, "wholesale") },
];

/** Products whose first pack is in stock: what a cart's add button adds. */
async function productsInStock(target: Target, count: number): Promise<Product[]> {
  const { data } = await apiGet<{ data: Product[] }>(target, "/api/products?perPage=24");
  const chosen = data.filter((product) => product.packs[0]?.in_stock).slice(0, count);
  expect(chosen).toHaveLength(count);
  return chosen;
}

/** A new shopper of this website (signed in in the page's browser), with an address and one cash order of these products. */
async function shopperWithOrder(page: Page, site: string, productCount: number): Promise<{ target: Target; placed: Placed; products: Product[] }> {
  const target = { page, site };
  const { phone } = await registerByApi(page.request, site, "Buy Again Shopper");
  const saved = await apiPost(target, "/api/account/addresses", {
    name: "Buy Again Shopper",
    phone,
    pincode: PINCODE,
    line1: "7 Repeat Street",
    line2: "Indiranagar",
    landmark: "",
    city: "Bengaluru",
    state: "Karnataka",
  });
  expect(saved.ok()).toBe(true);
  const products = await productsInStock(target, productCount);
  const placed = await placeOrderByApi(target, "cod", PINCODE, products.map((product) => product.slug));
  return { target, placed, products };
}

const buyAgainRow = (page: Page) => page.getByRole("region", { name: "Buy again" });

for (const site of SITES) {
  for (const width of [390, 1280]) {
    test.describe(`${site.name} at ${width} px`, () => {
      test.use({ viewport: { width, height: width < 500 ? 844 : 900 } });

      test("a shopper with an order sees it in Buy again on the home page and the account, and orders it again", async ({ page, baseURL }) => {
        const url = site.url(baseURL!);
        const { placed, products } = await shopperWithOrder(page, url, 2);
        const names = products.map((product) => product.product_name);

        await page.goto(url);
        const homeRow = buyAgainRow(page);
        await homeRow.scrollIntoViewIfNeeded();
        for (const name of names) await expect(homeRow.getByRole("heading", { name }).first()).toBeAttached();
        await expect(homeRow.getByRole("link", { name: "Your orders Buy again" })).toHaveAttribute("href", "/account/orders");
        await page.screenshot({ path: `${SHOTS}/home-${site.name}-${width}.png` });

        await page.goto(new URL("/account", url).toString());
        const accountRow = buyAgainRow(page);
        for (const name of names) await expect(accountRow.getByRole("heading", { name }).first()).toBeAttached();
        await accountRow.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/account-${site.name}-${width}.png` });

        await page.goto(new URL(`/account/orders/${placed.id}`, url).toString());
        await page.getByRole("button", { name: `Order again: order ${placed.order_number}` }).click();
        const cart = page.getByRole("dialog", { name: "Cart Summary" });
        await expect(cart).toBeVisible();
        for (const name of names) await expect(cart.getByText(name).first()).toBeVisible();
        await expect(page.getByRole("banner").getByRole("button", { name: "Cart, 2 items" })).toBeAttached();
        await page.screenshot({ path: `${SHOTS}/order-again-cart-${site.name}-${width}.png` });
        await cart.getByRole("button", { name: /close/i }).first().click();
        await expect(page.getByRole("status").filter({ hasText: "Added 2 items to your cart at today's prices." })).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/order-again-message-${site.name}-${width}.png` });
      });
    });
  }

  test(`${site.name}: a guest sees no Buy again row and asks for none`, async ({ page, baseURL }) => {
    const url = site.url(baseURL!);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/s/api/account/buy-again")) asked.push(request.url());
    });
    const visitor = page.waitForResponse((response) => response.url().includes("/s/api/visitor"));
    await page.goto(url);
    await visitor;
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await expect(buyAgainRow(page)).toHaveCount(0);
    expect(asked).toEqual([]);
  });
}

test("a shopper without orders sees no row; the home page HTML names none of a shopper's products", async ({ page, baseURL }) => {
  const target = { page, site: baseURL! };
  await registerByApi(page.request, baseURL!, "No Orders Yet");
  const answered = page.waitForResponse((response) => response.url().includes("/s/api/account/buy-again"));
  await page.goto("/");
  expect(await (await answered).json()).toEqual({ data: [] });
  await expect(buyAgainRow(page)).toHaveCount(0);
  const html = await (await page.request.get(target.site)).text();
  expect(html).not.toContain("Buy again");
});

/** The pack's price (paise), sale flag and shelf in the store's database, to put back after the test. */
type PackState = { id: number; warehouse_id: number; price: number; active: number; stock: number };

async function packStates(packIds: number[]): Promise<PackState[]> {
  return withStoreDatabase(async (db) => {
    const rows = await db
      .selectFrom("packs")
      .leftJoin("pack_stock", (join) => join.onRef("pack_stock.pack_id", "=", "packs.id").onRef("pack_stock.warehouse_id", "=", "packs.warehouse_id"))
      .select(["packs.id", "packs.warehouse_id", "packs.price", "packs.active", "pack_stock.quantity"])
      .where("packs.id", "in", packIds)
      .execute();
    return rows.map((row) => ({ id: row.id, warehouse_id: row.warehouse_id, price: row.price, active: row.active, stock: row.quantity ?? 0 }));
  });
}

async function setPack(state: Pick<PackState, "id" | "warehouse_id"> & Partial<PackState>) {
  await withStoreDatabase(async (db) => {
    if (state.price !== undefined || state.active !== undefined) {
      await db.updateTable("packs").set({ price: state.price, active: state.active }).where("id", "=", state.id).execute();
    }
    if (state.stock !== undefined) {
      await db.updateTable("pack_stock").set({ quantity: state.stock }).where("pack_id", "=", state.id).where("warehouse_id", "=", state.warehouse_id).execute();
    }
  });
}

test("Order again from the orders list says what was left out and why, and what changed price", async ({ page, baseURL }) => {
  const { placed, products } = await shopperWithOrder(page, baseURL!, 3);
  const [repriced, soldOut, offSale] = products.map((product) => ({ product, pack: product.packs[0] }));
  const before = await packStates([repriced.pack.pack_id, soldOut.pack.pack_id, offSale.pack.pack_id]);
  const stateOf = (packId: number) => before.find((state) => state.id === packId)!;
  const newPrice = stateOf(repriced.pack.pack_id).price - 100;
  try {
    await setPack({ ...stateOf(repriced.pack.pack_id), price: newPrice });
    await setPack({ ...stateOf(soldOut.pack.pack_id), stock: 0 });
    await setPack({ ...stateOf(offSale.pack.pack_id), active: 0 });

    await page.goto("/account/orders");
    const order = page.getByRole("listitem").filter({ hasText: `Order ${placed.order_number}` });
    await order.getByRole("button", { name: `Order again: order ${placed.order_number}` }).click();
    const cart = page.getByRole("dialog", { name: "Cart Summary" });
    await expect(cart.getByText(repriced.product.product_name).first()).toBeVisible();
    await cart.getByRole("button", { name: /close/i }).first().click();

    const label = (entry: { product: Product; pack: Pack }) => `${entry.product.product_name} ${entry.pack.pack_name}`;
    const rupees = (paise: number) => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(paise / 100);
    await expect(order.getByRole("status")).toHaveText(
      [
        "Added 1 item to your cart at today's prices.",
        `Price changed: ${label(repriced)}, now ${rupees(newPrice)} (was ${rupees(stateOf(repriced.pack.pack_id).price)}).`,
        `Left out: 1 × ${label(soldOut)} (out of stock); 1 × ${label(offSale)} (no longer sold).`,
      ].join("\n"),
      { useInnerText: true },
    );
    await order.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/orders-list-left-out.png` });
  } finally {
    for (const state of before) await setPack(state);
  }
});
