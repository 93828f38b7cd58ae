import { expect, test } from "@playwright/test";
import { siteUrl } from "./support/sites";

test.describe("home page", () => {
  test("renders the page blocks in order", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Annapurna Store");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Shop by Category",
      "Best of Rice & Grains",
      "Lowest Prices",
      "Shop by Supplier",
      "Popular Brands",
    ]);
  });

  test("hero slider: banner pictures with small-screen sources, links, prev/next and dots", async ({ page }) => {
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Hero" }).first();
    await expect(hero.locator("picture source").first()).toHaveAttribute("media", "(max-width: 639px)");
    await expect(hero.locator("picture source").first()).toHaveAttribute("srcset", /hero-1-sm\.svg$/);
    await expect(hero.getByRole("link", { name: "Fresh Harvest Basmati" })).toHaveAttribute("href", "/products?c=rice-grains");
    await expect(hero.getByRole("button", { name: "Previous slide" })).toBeVisible();
    const dots = hero.getByRole("button", { name: /^Go to slide/ });
    await expect(dots).toHaveCount(3);
    await dots.nth(1).click();
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
  });

  test("product carousels: five cards per view on desktop, each linking to its product", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Best of Rice & Grains" }).last();
    const slides = carousel.getByRole("group");
    await expect(slides.nth(5)).toBeAttached();
    const width = await carousel.evaluate((node) => node.getBoundingClientRect().width);
    const slide = await slides.first().evaluate((node) => node.getBoundingClientRect().width);
    expect(Math.round(width / slide)).toBe(5);
    await expect(slides.first().getByRole("link").first()).toHaveAttribute("href", /^\/products\/[a-z0-9-]+$/);
    await expect(page.getByRole("link", { name: "View all Best of Rice & Grains" })).toHaveAttribute("href", "/products?c=rice-grains");
  });

  test("category grid, supplier cards and brand list link into the catalogue", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Rice & Grains" }).first()).toHaveAttribute("href", "/products?c=rice-grains");
    const suppliers = page.getByRole("region", { name: "Shop by Supplier" });
    await expect(suppliers.getByRole("link", { name: "Ganga Valley Foods" })).toHaveAttribute("href", "/products?s=ganga-valley-foods");
    await expect(suppliers.locator("img").first()).toHaveAttribute("src", /suppliers\//);
    await expect(page.getByRole("region", { name: "Popular Brands" }).getByRole("link", { name: "Kisan Gold" })).toHaveAttribute("href", "/products?b=kisan-gold");
  });

  test("the wholesale home page has its own banners and carousel titles", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, "wholesale"));
    await expect(page.getByRole("heading", { name: "Rice & Grains in Bulk" })).toBeVisible();
    await expect(page.getByRole("link", { name: "25 kg rice bags at trade prices" })).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test("the layout fits the screen", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("main")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.goto("/products");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.goto("/products/royal-harvest-classic-basmati-rice");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  });
});

test.describe("content pages", () => {
  test("About Us: sanitised rich text, an image block, its own CSS, no sub-navbar", async ({ page }) => {
    const response = await page.goto("/about-us");
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "About Annapurna Store" })).toBeVisible();
    await expect(main.getByRole("link", { name: "hello@annapurna.example" })).toHaveAttribute("href", "mailto:hello@annapurna.example");
    await expect(main.getByRole("img", { name: "Annapurna Store: From farm gates to your kitchen" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "About Annapurna Store" })).toHaveCSS("margin-bottom", "8px");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("the page's CSS applies to that page only", async ({ page }) => {
    await page.goto("/about-us");
    await expect(page.locator("style[data-page-style]")).toHaveCount(1);
    await page.getByRole("banner").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("style[data-page-style]")).toHaveCount(0);
  });

  test("a path without page data answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  test("hash links in the footer land on the section", async ({ page }) => {
    await page.goto("/about-us");
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/about-us#contact$/);
    await expect(page.getByRole("heading", { name: "Contact us" })).toBeInViewport();
  });
});
