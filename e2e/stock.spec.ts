import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiGet, apiPost, emptyCart, setPincode } from "./support/checkout";
import { MONITORED_SITE_URL } from "./support/monitored-site";
import { signIn } from "./support/sign-in";
import { siteUrl } from "./support/sites";
import { withStoreDatabase } from "./support/store-database";

// Several pages per test, and a sign-in.
test.describe.configure({ timeout: 120_000 });

const CAMPHOR = { slug: "shubh-clean-camphor-tablets", name: "Shubh Clean Camphor Tablets", pack: "50 g" };
const MOONG = { slug: "kisan-gold-moong-dal", name: "Kisan Gold Moong Dal", pack: "1 kg" };
/** A shopper of this spec only, added to a server's database (the demo's customers belong to other specs). */
const STOCK_SHOPPER = { phone: "9800000020", name: "Stock Shopper" };

async function addShopper(sqliteFile?: string) {
  await withStoreDatabase(async (db) => {
    await db
      .insertInto("users")
      .values({ name: STOCK_SHOPPER.name, phone: STOCK_SHOPPER.phone, email: null, sales_agent_id: null, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }, sqliteFile);
}

/** The product's JSON-LD availability per pack, as search engines read it. */
async function availability(page: Page): Promise<string[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  type Offered = { "@type": string; offers?: { availability: string }; hasVariant?: Offered[] };
  const product = scripts.map((text) => JSON.parse(text) as Offered).find((data) => data["@type"] === "Product" || data["@type"] === "ProductGroup");
  const offers = product?.hasVariant ? product.hasVariant.map((variant) => variant.offers) : [product?.offers];
  return offers.flatMap((offer) => (offer ? [offer.availability] : []));
}

test.describe("stock on the storefront", () => {
  test("an out-of-stock product page: Add disabled with the reason as its description, Notify me, JSON-LD OutOfStock", async ({ page }) => {
    await page.goto(`/products/${CAMPHOR.slug}`);
    const add = page.getByRole("button", { name: `Add ${CAMPHOR.name}, ${CAMPHOR.pack} to cart` });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(`${CAMPHOR.name} ${CAMPHOR.pack} is out of stock`);
    await expect(page.getByRole("main").getByText("Out of stock", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: `Notify me when ${CAMPHOR.name} ${CAMPHOR.pack} is back` })).toBeVisible();
    expect(await availability(page)).toEqual(["https://schema.org/OutOfStock"]);
  });

  test("a low-stock pack says how many are left on its page and card, and JSON-LD says LimitedAvailability", async ({ page }) => {
    await page.goto(`/products/${MOONG.slug}`);
    await expect(page.getByRole("radio", { name: new RegExp(`^${MOONG.pack}`) })).toBeChecked();
    await expect(page.getByRole("main").getByText("Only 2 left").first()).toBeVisible();
    await expect(page.getByRole("button", { name: `Add ${MOONG.name}, ${MOONG.pack} to cart` })).toBeEnabled();
    expect(await availability(page)).toEqual(["https://schema.org/LimitedAvailability", "https://schema.org/InStock"]);

    // With both units in the cart, + rests with the shelf's count as its reason and asks the server nothing.
    await page.getByRole("button", { name: `Add ${MOONG.name}, ${MOONG.pack} to cart` }).click();
    const stepper = page.getByRole("group", { name: `Quantity of ${MOONG.name}, ${MOONG.pack}` });
    const increase = stepper.getByRole("button", { name: "Increase quantity" });
    await increase.click();
    await expect(stepper).toContainText("2");
    await expect(increase).toHaveAttribute("aria-disabled", "true");
    await expect(increase).toHaveAccessibleDescription("Only 2 left");
    const adds: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/s/api/cart/add")) adds.push(request.url());
    });
    // Playwright waits for an aria-disabled control to enable; a shopper's tap does not wait.
    await increase.click({ force: true });
    await stepper.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(stepper).toContainText("1");
    expect(adds).toEqual([]);
    await expect(page.getByRole("alert").filter({ hasText: "left" })).toHaveCount(0);

    await page.goto("/products?q=moong");
    await expect(page.getByTestId("product-card").filter({ hasText: MOONG.name }).getByText("Only 2 left")).toBeVisible();
  });

  test("lists put a sold-out product last; Hide out of stock leaves it out and keeps the rest of the query", async ({ page }) => {
    await page.goto("/products?c=household&sort=price_asc");
    const cards = page.getByTestId("product-card");
    await expect(cards.last()).toContainText(CAMPHOR.name);
    await expect(cards.last().getByRole("button", { name: `Add ${CAMPHOR.name}, ${CAMPHOR.pack} to cart` })).toBeDisabled();
    const count = await cards.count();

    await page.getByRole("link", { name: "Hide out of stock" }).click();
    await expect(page).toHaveURL(/\/products\?c=household&in_stock=1&sort=price_asc$/);
    await expect(cards).toHaveCount(count - 1);
    await expect(cards.filter({ hasText: CAMPHOR.name })).toHaveCount(0);

    await page.getByRole("link", { name: /Hide out of stock/ }).click();
    await expect(page).toHaveURL(/\/products\?c=household&sort=price_asc$/);
    await expect(cards).toHaveCount(count);
  });

  test("the wholesale website shows its own sold-out and low packs", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, "wholesale", "/products/gokul-fresh-sweetened-condensed-milk"));
    await expect(page.getByRole("button", { name: /^Add Gokul Fresh Sweetened Condensed Milk, .+ to cart$/ })).toBeDisabled();
    await page.goto(siteUrl(baseURL, "wholesale", "/products/gokul-fresh-pure-cow-ghee"));
    const packs = page.getByRole("radiogroup", { name: "Pack size" });
    await packs.getByText("15 L tin").click();
    await expect(packs.getByRole("radio", { name: /^15 L tin/ })).toBeChecked();
    await expect(page.getByRole("main").getByText("Only 4 left").first()).toBeVisible();
  });
});

test.describe("a cart line whose pack ran out", () => {
  test("is invalid with its reason and blocks checkout until it is changed", async ({ page, baseURL }) => {
    await addShopper();
    const site = { page, site: baseURL! };
    await signIn(page, STOCK_SHOPPER.phone);
    await emptyCart(site);
    await setPincode(site, "560001");
    const addresses = await apiGet<{ data: unknown[] }>(site, "/api/account/addresses");
    if (addresses.data.length === 0) {
      const saved = await apiPost(site, "/api/account/addresses", {
        name: STOCK_SHOPPER.name, phone: STOCK_SHOPPER.phone, pincode: "560001", line1: "4 Stock Lane", line2: "", landmark: "", city: "Bengaluru", state: "Karnataka",
      });
      expect(saved.ok()).toBe(true);
    }
    const jam = await apiGet<{ product_name: string; packs: { pack_id: number; pack_name: string; warehouse_id: number }[] }>(site, "/api/products/gokul-fresh-mixed-fruit-jam");
    const pack = jam.packs[0];
    expect((await apiPost(site, "/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id })).ok()).toBe(true);

    await setShelfBehindTheBackend(pack.pack_id, 0);
    try {
      await page.goto("/checkout");
      const line = page.getByTestId("cart-line");
      await expect(line).toHaveAttribute("data-valid", "false");
      await expect(line.getByText(`${jam.product_name} ${pack.pack_name} is out of stock`)).toBeVisible();
      await expect(page.getByRole("button", { name: "Place Order" })).toBeDisabled();
    } finally {
      await setShelfBehindTheBackend(pack.pack_id, 200);
    }
    // A change behind the backend's back names no cache tag, so the shopper's kept answers (the
    // visitor call and the cart: scripts/private-answer-cache.mjs) show it once their window has
    // passed, as pages do.
    const placeOrder = page.getByRole("button", { name: "Place Order" });
    await expect
      .poll(
        async () => {
          await page.reload();
          await expect(page.getByTestId("cart-line")).toBeVisible();
          const enabled = await expect(placeOrder).toBeEnabled({ timeout: 3_000 }).then(() => true, () => false);
          return `${await page.getByTestId("cart-line").getAttribute("data-valid")} ${enabled}`;
        },
        { timeout: 45_000, intervals: [2_000] },
      )
      .toBe("true true");
  });
});

/** The first server keeps no operator token: the count is set in its database, as a stock-taking tool might. */
async function setShelfBehindTheBackend(packId: number, quantity: number) {
  await withStoreDatabase(async (db) => {
    await db.updateTable("pack_stock").set({ quantity }).where("pack_id", "=", packId).execute();
  });
}

test.describe("notify me", () => {
  test.use({ baseURL: MONITORED_SITE_URL });
  const operator = { authorization: `Bearer ${process.env.E2E_OPERATOR_TOKEN}`, "content-type": "application/json" };
  const gateway = process.env.E2E_FAKE_GATEWAYS_URL!;

  async function backInStockMessages(request: APIRequestContext) {
    const answer = (await (await request.get(`${gateway}/sms/__test/messages?phone=${STOCK_SHOPPER.phone}`)).json()) as { data: { message: string }[] };
    return answer.data.map((sms) => sms.message).filter((message) => message.includes("back in stock"));
  }

  test("is recorded, listed in the account, and sent once when the operator raises the stock, which refreshes the page", async ({ page, request }) => {
    await addShopper(process.env.E2E_MONITORED_SQLITE);
    await page.goto(`/products/${CAMPHOR.slug}`);
    await expect(page.getByRole("button", { name: `Add ${CAMPHOR.name}, ${CAMPHOR.pack} to cart` })).toBeDisabled();

    await signIn(page, STOCK_SHOPPER.phone);
    await page.goto(`/products/${CAMPHOR.slug}`);
    await page.getByRole("button", { name: `Notify me when ${CAMPHOR.name} ${CAMPHOR.pack} is back` }).click();
    await expect(page.getByRole("status").filter({ hasText: "We will send you a message when it is back in stock" })).toBeVisible();

    await page.goto("/account");
    await page.getByRole("link", { name: "Back in stock alerts" }).first().click();
    await expect(page.getByRole("heading", { name: "Back in stock alerts" })).toBeVisible();
    await expect(page.getByRole("link", { name: `${CAMPHOR.name} ${CAMPHOR.pack}` })).toBeVisible();
    expect(await backInStockMessages(request)).toEqual([]);

    const product = (await (await request.get(`/s/api/products/${CAMPHOR.slug}`)).json()) as { packs: { pack_id: number }[] };
    const raised = await request.put(`/s/api/operator/packs/${product.packs[0].pack_id}/stock`, { headers: operator, data: { quantity: 12 } });
    expect(raised.ok()).toBe(true);
    expect(await raised.json()).toMatchObject({ quantity: 12, stock_status: "in_stock", alerts_sent: 1 });
    const again = await request.put(`/s/api/operator/packs/${product.packs[0].pack_id}/stock`, { headers: operator, data: { quantity: 20 } });
    expect(await again.json()).toMatchObject({ alerts_sent: 0 });

    expect(await backInStockMessages(request)).toEqual([
      `${CAMPHOR.name} ${CAMPHOR.pack} is back in stock. Order it here: ${new URL(MONITORED_SITE_URL).origin}/products/${CAMPHOR.slug}`,
    ]);
    await page.goto(`/products/${CAMPHOR.slug}`);
    await expect(page.getByRole("button", { name: `Add ${CAMPHOR.name}, ${CAMPHOR.pack} to cart` })).toBeEnabled();
    expect(await availability(page)).toEqual(["https://schema.org/InStock"]);
    await page.goto("/account/stock-alerts");
    await expect(page.getByText("No open requests.")).toBeVisible();
  });
});
