import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { siteUrl } from "./support/sites";

const pages = [
  ["home", "/"],
  ["product list", "/products"],
  ["product page", "/products/royal-harvest-classic-basmati-rice"],
  ["content page", "/about-us"],
  ["not found", "/no-such-page"],
] as const;

test.describe("accessibility (axe)", () => {
  for (const [name, path] of pages) {
    test(`${name}: no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("main")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("the dark wholesale website: no serious or critical violations", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, "wholesale", "/products"));
    await expect(page.getByRole("main")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("open dialogs and menus: no serious or critical violations", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/products");
    await page.getByRole("button", { name: /Filters/ }).click();
    await expect(page.getByRole("dialog", { name: "Filter products" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Annapurna Store" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("dialog", { name: "Annapurna Store" }).getByRole("button", { name: "Categories", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Filter by Category" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
