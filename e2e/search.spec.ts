import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { siteUrl } from "./support/sites";

/** The header's search field as the shopper sees it: the compact header opens it with its icon first. */
async function searchField(page: Page) {
  const banner = page.getByRole("banner");
  const toggle = banner.getByRole("button", { name: "Open search" });
  if (await toggle.isVisible()) await toggle.click();
  const field = banner.getByRole("combobox", { name: "Search products" }).filter({ visible: true });
  await expect(field).toHaveCount(1);
  return field;
}

const suggestions = (page: Page) => page.getByRole("listbox", { name: "Search suggestions" });

const DESKTOP = { label: "desktop", viewport: { width: 1280, height: 900 } };
const PHONE = { label: "phone", viewport: { width: 390, height: 844 } };

// Each website once, at a different width: the retail header's search at 1280 px, the wholesale's
// compact header (opened with its icon) at 390 px.
const RUNS = [
  { site: { name: "Annapurna Store", subdomain: null }, width: DESKTOP },
  { site: { name: "Bulk Bazaar Wholesale", subdomain: "wholesale" }, width: PHONE },
] as const;

for (const { site, width } of RUNS) {
  test.describe(`${site.name}, ${width.label}`, () => {
    test.use({ viewport: width.viewport });
    const url = (baseURL: string | undefined, path = "/") => (site.subdomain ? siteUrl(baseURL, site.subdomain, path) : path);

    test("suggests products with image and price, and categories, after two letters", async ({ page, baseURL }) => {
      await page.goto(url(baseURL));
      const field = await searchField(page);
      await field.pressSequentially("b");
      await expect(field).toHaveAttribute("aria-expanded", "false");
      await field.pressSequentially("asm");
      await expect(suggestions(page)).toBeVisible();
      await expect(field).toHaveAttribute("aria-expanded", "true");
      const products = suggestions(page).getByRole("group", { name: "Products" }).getByRole("option");
      await expect(products.first()).toContainText("Basmati");
      await expect(products.first()).toContainText("₹");
      await expect(products.first().locator("img")).toHaveJSProperty("complete", true);
      expect(await products.first().locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      await expect(suggestions(page).getByRole("group", { name: "Categories" }).getByRole("option", { name: /Basmati Rice/ })).toHaveAttribute(
        "href",
        "/products?c=basmati-rice",
      );
    });

    test("arrow keys choose an option, Enter opens it, Escape closes the list and keeps the text", async ({ page, baseURL }) => {
      await page.goto(url(baseURL));
      const field = await searchField(page);
      await field.pressSequentially("basm");
      const options = suggestions(page).getByRole("option");
      await expect(options.first()).toBeVisible();
      await field.press("ArrowDown");
      await field.press("ArrowDown");
      await field.press("ArrowUp");
      const first = options.first();
      await expect(first).toHaveAttribute("aria-selected", "true");
      await expect(field).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
      await field.press("Escape");
      await expect(suggestions(page)).toBeHidden();
      await expect(field).toHaveValue("basm");
      await expect(field).toBeVisible();
      await field.press("ArrowDown");
      await expect(first).toHaveAttribute("aria-selected", "true");
      const href = (await first.getAttribute("href"))!;
      expect(href).toMatch(/^\/products\/[a-z0-9-]+$/);
      await field.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Basmati");
    });

    test("a misspelling still finds products, in the suggestions and on the results page", async ({ page, baseURL }) => {
      await page.goto(url(baseURL));
      const field = await searchField(page);
      await field.pressSequentially("basmathi");
      await expect(suggestions(page).getByRole("option").first()).toContainText("Basmati");
      await field.press("Enter");
      await expect(page).toHaveURL(/\/products\?q=basmathi$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “basmathi”");
      await expect(page.getByRole("main").getByRole("link", { name: /Basmati/ }).first()).toBeVisible();
      await expect(page.getByText("No products found")).toHaveCount(0);
    });

    test("nothing found: did you mean the closest name, and popular categories", async ({ page, baseURL }) => {
      await page.goto(url(baseURL));
      const field = await searchField(page);
      await field.pressSequentially("basmati xyz");
      const closest = suggestions(page).getByRole("option", { name: "Did you mean Basmati Rice?" });
      await expect(closest).toHaveAttribute("href", "/products?q=Basmati%20Rice");

      await page.goto(url(baseURL, "/products?q=basmati%20xyz"));
      await expect(page.getByRole("heading", { name: "No products found for “basmati xyz”" })).toBeVisible();
      const popular = page.getByRole("navigation", { name: "Popular categories" });
      await expect(popular.getByRole("link", { name: "Rice & Grains" })).toHaveAttribute("href", "/products?c=rice-grains");
      await page.getByRole("main").getByRole("link", { name: "Basmati Rice", exact: true }).click();
      await expect(page).toHaveURL(/\/products\?q=Basmati%20Rice$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “Basmati Rice”");
    });
  });
}

test("Enter without a chosen option submits the typed text, as before", async ({ page }) => {
  await page.goto("/");
  const field = await searchField(page);
  await field.pressSequentially("tur dal");
  await expect(suggestions(page).getByRole("option", { name: /Toor Dal/ }).first()).toBeVisible();
  await field.press("Enter");
  await expect(page).toHaveURL(/\/products\?q=tur%20dal$/);
  await expect(page.getByRole("main").getByRole("link", { name: /Kisan Gold Toor Dal/ }).first()).toBeVisible();
});

test("the open suggestion list and the did-you-mean page: no serious or critical axe violations", async ({ page }) => {
  await page.goto("/");
  const field = await searchField(page);
  await field.pressSequentially("basm");
  await expect(suggestions(page).getByRole("option").first()).toBeVisible();
  await field.press("ArrowDown");
  await expect(suggestions(page).getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/products?q=basmati%20xyz");
  await expect(page.getByRole("navigation", { name: "Popular categories" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const { subdomain, query, size } of [
  { subdomain: null, query: "oil 1l", size: "1 L" },
  { subdomain: null, query: "rice 5kg", size: "5 kg" },
  { subdomain: null, query: "atta 5 kg", size: "5 kg" },
  { subdomain: "wholesale", query: "atta 25 kg", size: "25 kg" },
]) {
  test(`"${query}"${subdomain ? " on the wholesale website" : ""} finds products by the other words and offers, and opens, their ${size} pack`, async ({ page, baseURL }) => {
    const path = `/products?q=${encodeURIComponent(query)}`;
    await page.goto(subdomain ? siteUrl(baseURL, subdomain, path) : path);
    const card = page.getByTestId("product-card").first();
    await expect(card.getByText(`Pack: ${size}`)).toBeVisible();
    const name = (await card.getByRole("heading").innerText()).trim();
    await card.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page).toHaveURL(/\?pack=\d+$/);
    await expect(page.getByRole("radiogroup", { name: "Pack size" }).getByRole("radio", { name: new RegExp(`^${size}\\b`) })).toBeChecked();
  });
}
