import { expect, test, type Locator } from "@playwright/test";
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

type Box = { left: number; top: number; right: number; bottom: number };

/**
 * The banners' words as boxes on screen: each visible slide's SVG is drawn again inline over its
 * image, fitted as the image is (object-fit: cover from the left), and its text elements measured,
 * clipped to what the image and the carousel show.
 */
async function bannerTextBoxes(carousel: Locator): Promise<Box[]> {
  return carousel.evaluate(async (region) => {
    const viewport = region.firstElementChild!.getBoundingClientRect();
    const images = [...region.querySelectorAll("img")].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.right > viewport.left && box.left < viewport.right && box.width > 0;
    });
    const boxes: { left: number; top: number; right: number; bottom: number }[] = [];
    for (const image of images) {
      const svg = new DOMParser().parseFromString(await (await fetch(image.currentSrc || image.src)).text(), "image/svg+xml").documentElement;
      const frame = image.getBoundingClientRect();
      svg.setAttribute("width", String(frame.width));
      svg.setAttribute("height", String(frame.height));
      svg.setAttribute("preserveAspectRatio", "xMinYMid slice");
      svg.setAttribute("style", `position:fixed;left:${frame.left}px;top:${frame.top}px;pointer-events:none`);
      document.body.append(svg);
      for (const text of svg.querySelectorAll("text")) {
        const box = text.getBoundingClientRect();
        const clipped = {
          left: Math.max(box.left, frame.left, viewport.left),
          top: Math.max(box.top, frame.top),
          right: Math.min(box.right, frame.right, viewport.right),
          bottom: Math.min(box.bottom, frame.bottom),
        };
        if (clipped.right > clipped.left && clipped.bottom > clipped.top) boxes.push(clipped);
      }
      svg.remove();
    }
    return boxes;
  });
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const site of ["", "wholesale"]) {
  test(`at 700px the slider arrows cover no banner text${site ? ` on ${site}` : ""}`, async ({ page, baseURL }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto(site ? siteUrl(baseURL, site) : "/");
    // The demo home pages' hero slider ("Hero") and card slider ("Offers").
    const carousels = page.getByRole("region", { name: /^(Hero|Offers)$/ }).and(page.locator('[aria-roledescription="carousel"]'));
    await expect(carousels.first()).toBeVisible();
    let checked = 0;
    for (const carousel of await carousels.all()) {
      const arrows = carousel.getByRole("button", { name: /^(Previous|Next) slide$/ });
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel.locator("img").first()).toBeVisible();
      const words = await bannerTextBoxes(carousel);
      expect(words.length).toBeGreaterThan(0);
      await expect(arrows).toHaveCount(2);
      for (const arrow of await arrows.all()) {
        const box = (await arrow.boundingBox())!;
        const arrowBox = { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height };
        expect(words.filter((word) => overlaps(word, arrowBox)), await arrow.getAttribute("aria-label") ?? "").toEqual([]);
      }
      checked += 1;
    }
    expect(checked).toBe(2);
  });
}
