import { expect, test } from "@playwright/test";
import { siteUrl } from "./support/sites";

test("the home page shows the website name and products", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Annapurna Store/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Annapurna Store" }).first()).toBeVisible();
  const productLinks = page.locator('main a[href^="/products/"]');
  await expect(productLinks.first()).toBeVisible();
  expect(await productLinks.count()).toBeGreaterThan(3);
});

test("wholesale.localhost shows the second website with its dark theme", async ({ page, baseURL }) => {
  await page.goto(siteUrl(baseURL, "wholesale"));
  await expect(page).toHaveTitle(/Bulk Bazaar Wholesale/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Bulk Bazaar Wholesale" }).first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.locator('main a[href^="/products/"]').first()).toBeVisible();
});
