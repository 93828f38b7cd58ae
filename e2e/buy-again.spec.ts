import { expect, test, type Page } from "@playwright/test";
import { type Placed } from "./support/checkout";
import { registerByApi } from "./support/sign-in";
import { shopperWithOrder, type Pack, type Product } from "./support/shopper";
import { siteUrl } from "./support/sites";
import { withStoreDatabase } from "./support/store-database";

const SHOTS = "/tmp/buy-again-shots";

const SITES = [
  { name: "retail", url: (base: string) => base },
  { name: "wholesale", url: (base: string) => siteUrl(base, "wholesale") },
];

/** Each website once and each width once: the story is the same on both websites and at both widths. */
const RUNS = [
  { site: SITES[0], width: 390 },
  { site: SITES[1], width: 1280 },
];

/** The row's section (its carousel inside is a region of the same name). */
const buyAgainRow = (page: Page) => page.getByRole("region", { name: "Buy again" }).first();

for (const { site, width } of RUNS) {
  test.describe(`${site.name} at ${width} px`, () => {
    test.describe.configure({ mode: "serial" });
    let page: Page;
    let url: string;
    let placed: Placed;
    let names: string[];

    /** One new shopper with one order for the describe's tests, in a browser of this width. */
    test.beforeAll(async ({ browser, baseURL }) => {
      page = await browser.newPage({ baseURL, viewport: { width, height: width < 500 ? 844 : 900 } });
      url = site.url(baseURL!);
      const shopper = await shopperWithOrder(page, url, 2);
      placed = shopper.placed;
      names = shopper.products.map((product) => product.product_name);
    });
    test.afterAll(() => page.close());

    test("Buy again on the home page and in the account shows the products of the shopper's order", async () => {
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
    });

    test("Order again on the order page fills the cart, opens it and says what was added", async () => {
      await page.goto(new URL(`/account/orders/${placed.id}`, url).toString());
      await page.getByRole("button", { name: `Order again: order ${placed.order_number}` }).click();
      const cart = page.getByRole("dialog", { name: "Cart Summary" });
      await expect(cart.getByRole("status").filter({ hasText: "Added" })).toHaveText("Added 2 items to your cart at today's prices.");
      for (const name of names) await expect(cart.getByText(name).first()).toBeVisible();
      await expect(page.getByRole("banner").getByRole("button", { name: "Cart, 2 items" })).toBeAttached();
      await page.screenshot({ path: `${SHOTS}/order-again-cart-${site.name}-${width}.png` });
      await cart.getByRole("button", { name: "Close" }).first().click();
      await expect(page.getByRole("status").filter({ hasText: "Added 2 items to your cart at today's prices." })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/order-again-message-${site.name}-${width}.png` });
    });
  });

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
  await registerByApi(page.request, baseURL!, "No Orders Yet");
  const answered = page.waitForResponse((response) => response.url().includes("/s/api/account/buy-again"));
  await page.goto("/");
  expect(await (await answered).json()).toEqual({ data: [] });
  await expect(buyAgainRow(page)).toHaveCount(0);
  // The row's words are in every page's interface texts; the row itself (its heading) is drawn only in the browser.
  const html = await (await page.request.get(baseURL!)).text();
  expect(html).not.toContain('id="buy-again-title"');
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
    const label = (entry: { product: Product; pack: Pack }) => `${entry.product.product_name} ${entry.pack.pack_name}`;
    const rupees = (paise: number) => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(paise / 100);
    const outcome = [
      "Added 1 item to your cart at today's prices.",
      `Price changed: ${label(repriced)}, now ${rupees(newPrice)} (was ${rupees(stateOf(repriced.pack.pack_id).price)}).`,
      `Left out: 1 × ${label(soldOut)} (out of stock); 1 × ${label(offSale)} (no longer sold).`,
    ].join("\n");
    const cart = page.getByRole("dialog", { name: "Cart Summary" });
    await expect(cart.getByRole("status").filter({ hasText: "Added" })).toHaveText(outcome, { useInnerText: true });
    await expect(cart.getByText(repriced.product.product_name).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/orders-list-left-out-cart.png` });
    await cart.getByRole("button", { name: "Close" }).first().click();
    await expect(order.getByRole("status")).toHaveText(outcome, { useInnerText: true });
    await order.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/orders-list-left-out.png` });
  } finally {
    for (const state of before) await setPack(state);
  }
});
