import { expect, test, type Locator, type Page } from "@playwright/test";
import { inPage } from "./support/in-page";
import { TEST_CODE } from "./support/sign-in";
import { siteUrl } from "./support/sites";

// A cart, a sign-up and a checkout page per test.
test.describe.configure({ timeout: 120_000 });

type Pack = { pack_id: number; warehouse_id: number; price: number; in_stock: boolean };
type ProductList = { data: { product_name: string; packs: Pack[] }[] };

/**
 * Each demo website's listed coupons (their minimum order in rupees) and a pack price range for
 * which one unit is below both minimums and two units reach the first but not the second.
 */
const WEBSITES = [
  {
    name: "retail",
    subdomain: null,
    pincode: "560001",
    near: { code: "FLAT50", minimum: 300 },
    far: { code: "WELCOME10", minimum: 500 },
    hidden: ["DIWALI25", "STAFF20"],
    price: [150, 249],
  },
  {
    name: "wholesale",
    subdomain: "wholesale",
    pincode: "400001",
    near: { code: "TRADE150", minimum: 2500 },
    far: { code: "BULK5", minimum: 5000 },
    hidden: ["PARTNER8"],
    price: [1250, 2499],
  },
] as const;

const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Cart, \d+ items?$/ });
const couponList = (scope: Locator) => scope.getByRole("region", { name: "Available coupons" });
const listedCoupon = (scope: Locator, code: string) => couponList(scope).getByRole("listitem", { name: code, exact: true });

/** A pack on sale at this website whose price lies in [low, high] rupees. */
async function packPricedBetween(page: Page, [low, high]: readonly [number, number]): Promise<Pack> {
  const { data } = await inPage<ProductList>(page, "/api/products?perPage=100");
  const pack = data.flatMap((product) => product.packs).find((candidate) => candidate.in_stock && candidate.price >= low && candidate.price <= high);
  expect(pack, `a pack between ₹${low} and ₹${high}`).toBeTruthy();
  return pack!;
}

/** A guest with the website's pincode and one unit of a pack in the price range in the cart. */
async function cartWithOnePack(page: Page, website: (typeof WEBSITES)[number]): Promise<Pack> {
  await inPage(page, `/api/check/pincode/${website.pincode}`);
  const pack = await packPricedBetween(page, website.price);
  await inPage(page, "/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
  return pack;
}

for (const website of WEBSITES) {
  for (const width of [390, 1280]) {
    test.describe(`${website.name} website at ${width} px`, () => {
      test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 844 }));

      test("the cart panel lists the coupons with how much more each needs, then their saving; one tap applies", async ({ page, baseURL }) => {
        await page.goto(website.subdomain ? siteUrl(baseURL, website.subdomain) : baseURL!);
        const pack = await cartWithOnePack(page, website);
        await page.reload();

        await cartButton(page).click();
        const panel = page.getByRole("dialog", { name: "Cart Summary" });
        const list = couponList(panel);
        await expect(list.getByRole("listitem")).toHaveCount(2);
        await expect(list.getByRole("listitem").first()).toHaveAccessibleName(website.near.code);
        await expect(listedCoupon(panel, website.near.code)).toContainText(`Add ${rupees(website.near.minimum - pack.price)} more`);
        await expect(listedCoupon(panel, website.far.code)).toContainText(`Add ${rupees(website.far.minimum - pack.price)} more`);
        await expect(list.getByRole("button")).toHaveCount(0);
        for (const code of website.hidden) await expect(list.getByText(code)).toHaveCount(0);

        await panel.getByRole("button", { name: "Increase quantity" }).click();
        const near = listedCoupon(panel, website.near.code);
        await expect(near).toContainText(/Save ₹[\d,]+\.\d{2}/);
        await expect(listedCoupon(panel, website.far.code)).toContainText(`Add ${rupees(website.far.minimum - 2 * pack.price)} more`);
        const saving = (await near.getByText(/^Save /).textContent())!.replace("Save ", "");
        await page.screenshot({ path: `/tmp/wt21-shots/panel-${website.name}-${width}.png` });

        await near.getByRole("button", { name: `Apply ${website.near.code}` }).click();
        await expect(panel.getByText(`${website.near.code} applied`)).toBeVisible();
        await expect(near).toContainText("Applied");
        await expect(near.getByRole("button")).toHaveCount(0);
        await expect(panel.getByText(`−${saving}`)).toBeVisible();
        await page.screenshot({ path: `/tmp/wt21-shots/panel-applied-${website.name}-${width}.png` });
      });

      test("checkout lists them too, and a private code is never listed but applies when typed", async ({ page, baseURL }) => {
        await page.goto(website.subdomain ? siteUrl(baseURL, website.subdomain) : baseURL!);
        // A new customer: no redemptions, no cart.
        const phone = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
        await inPage(page, "/api/auth/register", { name: `Coupon Shopper ${website.name}`, phone, email: "" });
        await inPage(page, "/api/auth/verify", { phone, code: TEST_CODE });
        const pack = await cartWithOnePack(page, website);
        await inPage(page, "/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });

        await page.goto(new URL("/checkout", page.url()).toString());
        const summary = page.getByRole("complementary", { name: "Order summary" });
        const near = listedCoupon(summary, website.near.code);
        await expect(near).toContainText(/Save ₹[\d,]+\.\d{2}/);
        await expect(listedCoupon(summary, website.far.code)).toContainText(`Add ${rupees(website.far.minimum - 2 * pack.price)} more`);
        await summary.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/wt21-shots/checkout-${website.name}-${width}.png`, fullPage: true });

        await near.getByRole("button", { name: `Apply ${website.near.code}` }).click();
        await expect(summary.getByText(`${website.near.code} applied`)).toBeVisible();
        await expect(near).toContainText("Applied");

        const hidden = website.hidden[website.hidden.length - 1];
        await summary.getByRole("button", { name: "Remove coupon" }).click();
        // A coupon is optional: no asterisk, and no code suggested that this shopper or website may not use.
        const code = summary.getByRole("textbox", { name: "Coupon code" });
        await expect(summary.locator("label", { hasText: "Coupon code" })).toHaveText("Coupon code");
        await expect(code).not.toHaveAttribute("placeholder", /[A-Z]{3,}\d/);
        await code.fill(hidden);
        await summary.getByRole("button", { name: "Apply", exact: true }).click();
        await expect(summary.getByText(`${hidden} applied`)).toBeVisible();
        await expect(couponList(summary).getByText(hidden)).toHaveCount(0);
        await expect(near.getByRole("button", { name: `Apply ${website.near.code}` })).toBeVisible();
      });
    });
  }
}
