import { expect, test, type Page } from "@playwright/test";
import {
  ANALYTICS_PATH,
  browseLikeAShopper,
  MONITORED_SITE_URL,
  recordAnalytics,
  storedAnalyticsKeys,
} from "./support/monitored-site";
import { DEMO_USERS, signIn } from "./support/sign-in";

/** Long enough for posthog-js to have flushed anything it had queued (it batches every 3 s). */
const QUIET_PERIOD_MS = 5_000;

const banner = (page: Page) => page.getByRole("region", { name: "Help us improve the store" });

test.describe("analytics with a project key", () => {
  test.use({ baseURL: MONITORED_SITE_URL });
  test.beforeEach(async ({ page }) => browseLikeAShopper(page));

  test("nothing is sent or stored before the shopper chooses", async ({ page }) => {
    const analytics = await recordAnalytics(page);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Accept analytics" })).toBeVisible();
    await expect(page.locator('meta[name="posthog-key"]')).toHaveAttribute("content", "phc_test_key");
    await page.waitForTimeout(QUIET_PERIOD_MS);
    expect(analytics.requests).toEqual([]);
    expect(await storedAnalyticsKeys(page)).toEqual({ cookies: [], localStorage: [], sessionStorage: [] });
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key === "analytics_consent"))).toEqual([]);
  });

  test("after a denial nothing is sent or stored, on this page or the next", async ({ page }) => {
    const analytics = await recordAnalytics(page);
    await page.goto("/products");
    await banner(page).getByRole("button", { name: "Decline" }).click();
    await expect(banner(page)).toBeHidden();
    await page.locator('main a[href^="/products/"]').first().click();
    await expect(page).toHaveURL(/\/products\/[^/]+$/);
    await page.reload();
    await expect(page.locator("main")).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await page.waitForTimeout(QUIET_PERIOD_MS);
    expect(analytics.requests).toEqual([]);
    expect(await storedAnalyticsKeys(page)).toEqual({ cookies: [], localStorage: [], sessionStorage: [] });
    // Only the choice itself is remembered, so the banner does not ask again.
    expect(await page.evaluate(() => localStorage.getItem("analytics_consent"))).toBe("0");
  });

  test("after consent: page views on start and after each navigation, grouped by website, through the same-origin relay", async ({ page }) => {
    const analytics = await recordAnalytics(page);
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (/posthog\.com|sentry\.io/.test(new URL(request.url()).hostname)) thirdParty.push(request.url());
    });

    await page.goto("/");
    await banner(page).getByRole("button", { name: "Accept analytics" }).click();
    await expect(banner(page)).toBeHidden();

    const start = await analytics.waitFor("$pageview", (event) => event.properties.$pathname === "/");
    expect(start.properties.$current_url).toBe(new URL("/", MONITORED_SITE_URL).toString());
    const group = await analytics.waitFor("$groupidentify");
    expect(group.properties).toMatchObject({ $group_type: "website", $group_set: { name: "Annapurna Store" } });
    expect(String(group.properties.$group_key)).toMatch(/^\d+$/);

    // Client-side navigations: the document stays, the router changes the path.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.locator('a[href="/products"]:visible').first().click();
    await expect(page).toHaveURL(/\/products$/);
    const listing = await analytics.waitFor("$pageview", (event) => event.properties.$pathname === "/products");
    expect(listing.properties.$current_url).toBe(new URL("/products", MONITORED_SITE_URL).toString());

    const product = page.locator('main a[href^="/products/"]').first();
    const productPath = (await product.getAttribute("href"))!;
    await product.click();
    await expect(page).toHaveURL(new RegExp(`${productPath}$`));
    await analytics.waitFor("$pageview", (event) => event.properties.$pathname === productPath);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    const pageviews = analytics.events().filter((event) => event.event === "$pageview").map((event) => event.properties.$pathname);
    expect(pageviews).toEqual(["/", "/products", productPath]);
    for (const event of analytics.events().filter((event) => event.event === "$pageview")) {
      expect(event.properties.$groups).toMatchObject({ website: group.properties.$group_key });
    }
    expect(analytics.requests.every((request) => request.method === "GET" || request.method === "POST")).toBe(true);
    expect(thirdParty).toEqual([]);

    // Persisted only now that the shopper agreed.
    const stored = await storedAnalyticsKeys(page);
    expect([...stored.cookies, ...stored.localStorage].length).toBeGreaterThan(0);
  });

  test("consent is remembered: the next visit sends its start page view without asking", async ({ page }) => {
    const analytics = await recordAnalytics(page);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Accept analytics" }).click();
    await analytics.waitFor("$pageview");
    analytics.requests.length = 0;

    await page.goto("/products");
    await expect(banner(page)).toBeHidden();
    await analytics.waitFor("$pageview", (event) => event.properties.$pathname === "/products");
    // With consent granted from the start, the library also fetches its remote config and flags.
    expect(analytics.requests.some((request) => request.path.startsWith("/flags"))).toBe(true);
  });

  test("$identify after sign-in carries the user id only, and no personal data is sent", async ({ page }) => {
    const analytics = await recordAnalytics(page);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Accept analytics" }).click();
    await analytics.waitFor("$pageview");
    await signIn(page, DEMO_USERS.customer.phone);
    const identify = await analytics.waitFor("$identify");
    expect(String(identify.properties.distinct_id)).toMatch(/^\d+$/);
    await analytics.waitFor("$pageview", (event) => event.properties.$pathname === "/");
    const sent = JSON.stringify(analytics.events());
    expect(sent).not.toContain(DEMO_USERS.customer.phone);
    expect(sent).not.toContain("asha@example.com");
  });
});

test("without a project key there is no banner and no analytics", async ({ page }) => {
  const relay: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith(ANALYTICS_PATH)) relay.push(request.url());
  });
  await page.goto("/");
  await expect(page.locator("main")).toBeVisible();
  await expect(page.locator('meta[name="posthog-key"]')).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Help us improve the store" })).toHaveCount(0);
  await page.waitForTimeout(2_000);
  expect(relay).toEqual([]);
  expect((await page.request.get(`${ANALYTICS_PATH}/static/array.js`)).status()).toBe(404);
});
