import { expect, test, type Page } from "@playwright/test";
import { OWASP_CSS_VECTORS, OWASP_HTML_VECTORS } from "@/lib/testing/owasp-xss-vectors";
import { cspViolations, watchCspViolations } from "./support/csp";
import { MONITORED_SITE_URL } from "./support/monitored-site";
import { addContentPage } from "./support/store-database";

const PROBE_PATH = "/security-probe";

/** The page CSS a probe used to escape its scope, plus the OWASP style vectors. */
const HOSTILE_CSS = [
  'p{content:"x\r}}body{background:rgb(255,0,0)}',
  'p{content:"x\f}}body{background:rgb(255,0,0)}',
  'p{background:url(x"y)}}body{background:rgb(255,0,0)}',
  "p { color: blue; & ~ footer { display: none } }",
  "} header, footer { display: none } body { background: rgb(255,0,0) }",
  ...OWASP_CSS_VECTORS,
].join("\n");

/** Rich text that tried to clobber the framework, cover the page, link off-site and run script. */
const HOSTILE_HTML = [
  "<p>Probe content</p>",
  '<div id="__next_f">clobber</div>',
  '<div class="fixed inset-0 z-50 bg-black">cover</div>',
  '<a href="/\\evil.example/">backslash link</a>',
  '<a href="//evil.example/">protocol-relative link</a>',
  "<script>window.__probeRan = true</script>",
  '<img src="x" onerror="window.__probeRan = true">',
  ...OWASP_HTML_VECTORS,
].join("\n");

async function watchForScript(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

const shellLooks = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector("header")!;
    const footer = document.querySelector("footer")!;
    const box = header.getBoundingClientRect();
    const atHeader = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      background: getComputedStyle(document.body).backgroundColor,
      headerShown: getComputedStyle(header).display !== "none" && box.height > 0,
      footerShown: getComputedStyle(footer).display !== "none",
      headerOnTop: header.contains(atHeader),
    };
  });

test.describe("the enforcing Content-Security-Policy", () => {
  for (const [name, base] of [
    ["the default server", ""],
    ["the server with analytics, error reporting and both gateways", MONITORED_SITE_URL],
  ] as const) {
    test(`pages hydrate with no violation on ${name}`, async ({ page, baseURL }) => {
      await watchCspViolations(page);
      const site = base || baseURL!;
      for (const path of ["/", "/products", "/products/royal-harvest-classic-basmati-rice", "/about-us", "/auth/login"]) {
        const response = await page.goto(`${site}${path}`);
        expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
        expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
        await page.waitForLoadState("networkidle");
        expect(await cspViolations(page), path).toEqual([]);
      }
      await page.getByRole("banner").getByRole("button", { name: /^Cart, / }).first().click();
      await expect(page.getByRole("dialog", { name: "Cart Summary" })).toBeVisible();
    });
  }

  test("Next's hashed assets (scripts, styles, fonts) say nosniff too", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const assets = [...new Set(html.match(/\/_next\/static\/[^"'\s)]+\.(?:js|css|woff2)/g) ?? [])];
    expect(assets.some((asset) => asset.endsWith(".js"))).toBe(true);
    for (const asset of assets.slice(0, 8)) {
      const response = await request.get(asset);
      expect([asset, response.status(), response.headers()["x-content-type-options"]]).toEqual([asset, 200, "nosniff"]);
    }
  });

  test("the API answers with a deny-all policy", async ({ request }) => {
    const response = await request.get("/s/api/init");
    expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
  });
});

test.describe("a page with hostile CSS and content", () => {
  test.beforeAll(async () => {
    await addContentPage({ url: PROBE_PATH, css: HOSTILE_CSS, html: HOSTILE_HTML });
  });

  test("changes nothing outside the page and runs no script", async ({ page }) => {
    const dialogs = await watchForScript(page);
    await page.goto("/about-us");
    const before = await shellLooks(page);

    const response = await page.goto(PROBE_PATH);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Probe content")).toBeVisible();
    await page.waitForLoadState("networkidle");

    expect(await shellLooks(page)).toEqual(before);
    expect(before).toMatchObject({ headerShown: true, footerShown: true, headerOnTop: true });
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as { __probeRan?: boolean }).__probeRan)).toBeUndefined();
    expect(await page.evaluate(() => Array.isArray((self as { __next_f?: unknown }).__next_f))).toBe(true);
    await expect(page.getByText("backslash link")).not.toHaveAttribute("href", /.+/);
    await expect(page.getByText("protocol-relative link")).not.toHaveAttribute("href", /.+/);

    // Still a working app: client navigation and dialogs.
    await page.getByRole("banner").getByRole("button", { name: /^Cart, / }).first().click();
    await expect(page.getByRole("dialog", { name: "Cart Summary" })).toBeVisible();
  });
});
