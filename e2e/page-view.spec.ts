import { expect, test, type Page } from "@playwright/test";

const PRODUCT = "/products/royal-harvest-classic-basmati-rice";

type Sent = { method: string; url: string; fromCache: boolean };

/** Every request that leaves the browser from now on (not those answered by its cache), as DevTools sees them. */
async function recordRequests(page: Page): Promise<() => Sent[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const sent = new Map<string, Sent>();
  cdp.on("Network.requestWillBeSent", ({ requestId, request }) => sent.set(requestId, { method: request.method, url: request.url, fromCache: false }));
  cdp.on("Network.requestServedFromCache", ({ requestId }) => {
    const request = sent.get(requestId);
    if (request) request.fromCache = true;
  });
  return () => [...sent.values()].filter((request) => !request.fromCache);
}

/** Marks the document, so a full page load (which starts a new one) can be told from a client-side navigation. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { samePageLoad: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as Window & { samePageLoad?: boolean }).samePageLoad === true);
const prefetchesOf = (requests: Sent[]) => requests.filter((request) => new URL(request.url).searchParams.has("_rsc"));

test.describe("a page view", () => {
  // A phone's screen, where the related products are well below the first screen.
  test.use({ viewport: { width: 390, height: 844 } });

  test("a returning guest's product page view sends no request twice, asks nothing it does not show, and prefetches only the link reached for", async ({ page }) => {
    await page.goto(PRODUCT);
    await page.waitForLoadState("networkidle");
    const sent = await recordRequests(page);
    await page.goto(PRODUCT);
    await page.waitForLoadState("networkidle");

    const view = sent().map((request) => `${request.method} ${request.url}`);
    expect(view.length).toBeGreaterThan(0);
    expect(view.filter((request, index) => view.indexOf(request) !== index), "sent twice").toEqual([]);
    // Breadcrumbs, the header's logo and the footer are in view, yet nothing is prefetched before the visitor reaches for it.
    expect(prefetchesOf(sent())).toEqual([]);
    // A returning guest with nothing of their own is answered without the visitor call; the menus wait
    // for a menu to be opened, the related products for the shopper to scroll down to them.
    const paths = sent().map((request) => new URL(request.url).pathname);
    expect(paths.filter((path) => ["/s/api/visitor", "/menus.json", "/s/api/products"].includes(path))).toEqual([]);

    const crumb = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").nth(1);
    const target = new URL((await crumb.getAttribute("href"))!, page.url());
    const prefetched = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.searchParams.has("_rsc") && url.pathname === target.pathname && request.headers()["next-router-prefetch"] === "1";
    });
    await crumb.hover();
    await prefetched;
    await markDocument(page);
    await crumb.click();
    await expect(page).toHaveURL(target.toString());
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await sameDocument(page), "the category opened without a full page load").toBe(true);
  });

  test("a product card and the pagination open the next page without a full page load", async ({ page }) => {
    await page.goto("/products?perPage=12");
    await markDocument(page);
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    const card = page.getByTestId("product-card").first().getByRole("heading").getByRole("link");
    const name = (await card.textContent())!.trim();
    await card.click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    expect(await sameDocument(page), "the pages opened without a full page load").toBe(true);
  });
});
