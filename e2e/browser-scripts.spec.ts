import { expect, test, type Page } from "@playwright/test";
import { COMPILE_HINT, SMALLEST_HINTED_CHUNK } from "../scripts/startup-compile-hints.mjs";

/** Seeded retail product whose first pack (500 g) costs ₹332.00. */
const COFFEE = { slug: "chai-bagan-filter-coffee", label: "Chai Bagan Filter Coffee, 500 g" };

// Every build of zod names its error class; minifying keeps the string.
const VALIDATION_LIBRARY = "ZodError";

/** Collects the text of every script the page downloads from now on. */
function recordScripts(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  return () => Promise.all(bodies);
}

test.describe("the shopper's browser JavaScript", () => {
  test("carries no validation library, and shows the API's replies as they come", async ({ page }) => {
    const scripts = recordScripts(page);

    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.goto("/products");
    await page.waitForLoadState("networkidle");

    await page.goto(`/products/${COFFEE.slug}`);
    await page.getByRole("button", { name: `Add ${COFFEE.label} to cart` }).click();
    const cartButton = page.getByRole("banner").getByRole("button", { name: "Cart, 1 item" });
    await expect(cartButton).toBeVisible();
    await cartButton.click();
    const summary = page.getByRole("dialog", { name: "Cart Summary" });
    await expect(summary.getByRole("group", { name: `Quantity of ${COFFEE.label}` })).toBeVisible();
    await expect(summary.getByText("Items total").locator("xpath=following-sibling::dd[1]")).toHaveText("₹332.00");
    await page.waitForLoadState("networkidle");

    const downloaded = await scripts();
    expect(downloaded.length).toBeGreaterThan(0);
    expect(downloaded.filter((text) => text.includes(VALIDATION_LIBRARY))).toEqual([]);
  });

  test("leaves the dialogs' code for the shopper's first interaction, and has the code the page starts with compiled off the main thread", async ({ page, request }) => {
    const scripts = recordScripts(page);
    // The message key only the cart panel's code names (its words arrive with the page's messages).
    const CART_PANEL_MARK = "continueToCheckout";
    const cartPanelCode = (texts: string[]) => texts.filter((text) => text.includes(CART_PANEL_MARK));

    const html = await (await page.goto(`/products/${COFFEE.slug}`))?.text();
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForLoadState("networkidle");
    expect(cartPanelCode(await scripts())).toEqual([]);

    // Every chunk of 10 kB or more the HTML names (except the legacy browsers' polyfills) starts with
    // the compile hint; their integrity hashes still match, or the page would not have started the preload below.
    const startup = await page.evaluate(
      (source) => [...new DOMParser().parseFromString(source ?? "", "text/html").querySelectorAll("script[src]:not([nomodule])")].map((tag) => new URL(tag.getAttribute("src") ?? "", location.href).href),
      html,
    );
    const large: string[] = [];
    for (const src of startup) {
      const text = await (await request.get(src)).text();
      if (Buffer.byteLength(text) >= SMALLEST_HINTED_CHUNK) large.push(src);
      expect(text.startsWith(COMPILE_HINT), src).toBe(Buffer.byteLength(text) >= SMALLEST_HINTED_CHUNK);
    }
    expect(large.length).toBeGreaterThan(3);

    const arrived = page.waitForResponse(async (response) => response.request().resourceType() === "script" && (await response.text()).includes(CART_PANEL_MARK));
    await page.mouse.move(20, 300);
    expect((await (await arrived).text()).startsWith(COMPILE_HINT)).toBe(false);
  });
});
