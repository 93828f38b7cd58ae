import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./support/sites";

/**
 * Seeded products whose packs compare on one basis. The unit prices follow from the demo prices:
 * retail dishwash gel 500 ml ₹56, 1 L ₹106, 2 L ₹178.50, 5 L ₹402; wholesale groundnut oil 15 L tin
 * ₹3,356, Case of 12 × 1 L ₹2,033.50.
 */
const SITES = [
  {
    name: "Annapurna Store",
    subdomain: null,
    product: "Shubh Clean Dishwash Gel",
    slug: "shubh-clean-dishwash-gel",
    packs: [
      ["500 ml", "₹112/L"],
      ["1 L", "₹106/L"],
      ["2 L", "₹89.25/L"],
      ["5 L", "₹80.40/L"],
    ],
    bestValue: "5 L",
  },
  {
    name: "Bulk Bazaar Wholesale",
    subdomain: "wholesale",
    product: "Swarna Dhara Cold Pressed Groundnut Oil",
    slug: "swarna-dhara-cold-pressed-groundnut-oil",
    packs: [
      ["15 L tin", "₹223.73/L"],
      ["Case of 12 × 1 L", "₹169.46/L"],
    ],
    bestValue: "Case of 12 × 1 L",
  },
] as const;

const WIDTHS = [
  { label: "desktop", viewport: { width: 1280, height: 900 } },
  { label: "phone", viewport: { width: 390, height: 844 } },
] as const;

/** A pack chooser option by its pack name (its label also holds the price, the unit price and any badge). */
const packOption = (page: Page, packName: string) =>
  page.getByRole("radiogroup", { name: "Pack size" }).locator("label").filter({ has: page.getByText(packName, { exact: true }) });

for (const site of SITES) {
  for (const width of WIDTHS) {
    test.describe(`${site.name}, ${width.label}`, () => {
      test.use({ viewport: width.viewport });
      const url = (baseURL: string | undefined, path: string) => (site.subdomain ? siteUrl(baseURL, site.subdomain, path) : path);
      const [firstPack, firstUnitPrice] = site.packs[0];

      test("every pack on the product page shows its unit price, and the cheapest per litre is marked best value", async ({ page, baseURL }) => {
        await page.goto(url(baseURL, `/products/${site.slug}`));
        for (const [packName, unitPrice] of site.packs) {
          await expect(packOption(page, packName)).toContainText(unitPrice);
        }
        const marked = page.getByRole("radiogroup", { name: "Pack size" }).locator("label").filter({ hasText: "Best value" });
        await expect(marked).toHaveCount(1);
        await expect(marked).toContainText(site.bestValue);

        // The price above the chooser follows the chosen pack, unit price included.
        const chosen = page.getByTestId("unit-price").first();
        await expect(chosen).toHaveText(`Unit price ${firstUnitPrice}`);
        await packOption(page, site.bestValue).click();
        await expect(page.getByRole("radio", { checked: true })).toHaveValue(/\d+/);
        await expect(chosen).toHaveText(`Unit price ${site.packs.find(([name]) => name === site.bestValue)![1]}`);
      });

      test("the product card and the cart line show the unit price next to the price", async ({ page, baseURL }) => {
        await page.goto(url(baseURL, `/products?q=${encodeURIComponent(site.product)}`));
        const card = page.getByTestId("product-card").filter({ has: page.getByRole("link", { name: site.product, exact: true }) });
        await expect(card.getByTestId("unit-price")).toHaveText(`Unit price ${firstUnitPrice}`);

        await card.getByRole("button", { name: `Add ${site.product}, ${firstPack} to cart` }).click();
        const cartButton = page.getByRole("banner").getByRole("button", { name: "Cart, 1 item" });
        await cartButton.click();
        const line = page.getByRole("dialog", { name: "Cart Summary" }).getByTestId("cart-line");
        await expect(line).toHaveCount(1);
        await expect(line.getByTestId("unit-price")).toHaveText(`Unit price ${firstUnitPrice}`);
      });
    });
  }
}

test("a product with one pack shows its unit price and marks no best value", async ({ page }) => {
  await page.goto("/products/swarna-dhara-kachi-ghani-mustard-oil");
  await expect(packOption(page, "1 L")).toContainText("₹139/L");
  await expect(page.getByText("Best value")).toHaveCount(0);
});
