import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { inPage } from "./support/in-page";
import { TEST_CODE } from "./support/sign-in";
import { siteUrl } from "./support/sites";

// Every page type on both websites at 390 and 1280 px is scanned by page-gates.spec.ts; here, what
// only opens on a click: the phone's filters, the drawer and its menus.
test.describe("accessibility (axe)", () => {
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

/** Where the focused control sits against the viewport and the sticky header; null once focus has left the page. */
function focusedPlace(): { what: string; clear: boolean } | null {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return null;
  const header = document.querySelector<HTMLElement>(".site-header");
  const what = `${focused.tagName.toLowerCase()} "${(focused.getAttribute("aria-label") ?? focused.textContent ?? "").trim().slice(0, 40)}"`;
  // The header's own controls, and what floats above the page (skip link, popup, toasts), cannot hide under it.
  if (header?.contains(focused)) return { what, clear: true };
  for (let node: HTMLElement | null = focused; node; node = node.parentElement) if (getComputedStyle(node).position === "fixed") return { what, clear: true };
  // A visually hidden input (a styled radio or checkbox) shows through its label.
  const label = focused.id ? document.querySelector(`label[for="${CSS.escape(focused.id)}"]`) : null;
  const box = (focused.offsetWidth <= 1 && (label ?? focused.closest("label"))) || focused;
  const rect = box.getBoundingClientRect();
  const headerBottom = header && getComputedStyle(header).position === "sticky" ? header.getBoundingClientRect().bottom : 0;
  const clear = rect.top >= headerBottom - 0.5 && rect.bottom <= window.innerHeight + 0.5;
  return { what: `${what} at ${Math.round(rect.top)}–${Math.round(rect.bottom)}, header to ${Math.round(headerBottom)}`, clear };
}

/** Presses the key from stop to stop until focus leaves the page, waiting at each for the scroll it causes. */
async function focusStopsUnderTheHeader(page: Page, key: "Tab" | "Shift+Tab"): Promise<string[]> {
  const hidden: string[] = [];
  for (let stops = 0; stops < 400; stops += 1) {
    await page.keyboard.press(key);
    const place = await page.evaluate(focusedPlace);
    if (place === null) return hidden;
    // Smooth scrolling may still be under way: a stop counts as hidden only if it stays hidden.
    if (!place.clear) {
      await expect
        .poll(async () => (await page.evaluate(focusedPlace))?.clear, { timeout: 2_000 })
        .toBe(true)
        .catch(() => hidden.push(place.what));
    }
  }
  throw new Error(`${key} never left the page`);
}

test.describe("focus and the sticky header", () => {
  test("every stop Tab and Shift+Tab reach on the wholesale /products and /checkout is in view, not under the header", async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(siteUrl(baseURL, "wholesale"));
    const phone = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
    await inPage(page, "/api/auth/register", { name: "Focus Shopper", phone, email: "" });
    await inPage(page, "/api/auth/verify", { phone, code: TEST_CODE });
    await inPage(page, "/api/check/pincode/560001");
    const { data } = await inPage<{ data: { packs: { pack_id: number; warehouse_id: number; in_stock: boolean }[] }[] }>(page, "/api/products?perPage=10");
    const pack = data.flatMap((product) => product.packs).find((candidate) => candidate.in_stock)!;
    await inPage(page, "/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });

    for (const path of ["/products", "/checkout"]) {
      await page.goto(siteUrl(baseURL, "wholesale", path));
      await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
      expect(await focusStopsUnderTheHeader(page, "Tab"), `${path}, Tab`).toEqual([]);
      expect(await focusStopsUnderTheHeader(page, "Shift+Tab"), `${path}, Shift+Tab`).toEqual([]);
    }
  });
});
