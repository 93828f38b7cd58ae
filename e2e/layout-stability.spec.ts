import { expect, test } from "@playwright/test";
import { expectNoLayoutShift, watchLayoutShifts } from "./support/layout-shift";
import { siteUrl } from "./support/sites";

const PAGES = ["/", "/products", "/about-us"];
const VIEWPORTS = [
  { name: "a phone", width: 390, height: 844 },
  { name: "a desktop", width: 1280, height: 900 },
];

for (const site of ["retail", "wholesale"] as const) {
  for (const viewport of VIEWPORTS) {
    test(`the ${site} website's public pages move nothing once their HTML is parsed, on ${viewport.name}`, async ({ browser, baseURL }) => {
      const page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
      await watchLayoutShifts(page);
      const origin = site === "retail" ? baseURL! : siteUrl(baseURL, "wholesale");
      // Fonts in the cache first: this measures what the page's own parts do. A font that arrives after
      // the first paint still moves text a little while the fallback's metrics differ from the font's.
      await page.goto(origin);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      for (const path of PAGES) {
        await page.goto(new URL(path, origin).toString());
        await page.waitForLoadState("networkidle");
        // The hero's dots appear once the carousel has measured its slides; the row they sit in must already be laid out.
        if (path === "/") await expect(page.getByRole("region", { name: "Hero" }).getByRole("button", { name: "Go to slide 1" })).toBeVisible();
        await expectNoLayoutShift(page);
      }
      // A product page, reached as a shopper would, from the list.
      await page.goto(new URL("/products", origin).toString());
      const firstProduct = page.getByTestId("product-card").first().getByRole("link").first();
      await page.goto(new URL((await firstProduct.getAttribute("href"))!, origin).toString());
      await page.waitForLoadState("networkidle");
      await expectNoLayoutShift(page);
      await page.close();
    });
  }
}
