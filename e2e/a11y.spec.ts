import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./support/sites";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")) }));
}

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
