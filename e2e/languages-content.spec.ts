import { expect, test, type Page } from "@playwright/test";
import { pageApi, registerInPage } from "./support/page-api";

/** A seeded product with Hindi names (backend/seed/translations.ts), and its first pack. */
const RICE = {
  slug: "royal-harvest-classic-basmati-rice",
  english: "Royal Harvest Classic Basmati Rice",
  hindi: "रॉयल हार्वेस्ट क्लासिक बासमती चावल",
};

const header = (page: Page) => page.getByRole("banner");
/** The header's navigation: "Main", "मुख्य" on a Hindi page. */
const mainNav = (page: Page, name = "Main") => page.getByRole("navigation", { name });
const footer = (page: Page) => page.getByRole("contentinfo");

test("a Hindi shopper sees the catalogue, menus, navigation and footer in Hindi; the English page stays English, both from the shared cache", async ({ page, request }) => {
  await page.goto("/hi");
  await registerInPage(page, "हिंदी ग्राहक");

  // The cart, filled from a Hindi product page: its panel names the product in Hindi.
  await page.goto(`/hi/products/${RICE.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(RICE.hindi);
  await page.getByRole("button", { name: new RegExp(`^${RICE.hindi}.* कार्ट में डालें$`) }).first().click();
  await header(page).getByRole("button", { name: "कार्ट, 1 आइटम" }).first().click();
  const panel = page.getByRole("dialog", { name: "कार्ट" });
  await expect(panel.getByTestId("cart-line")).toContainText(RICE.hindi);
  await expect(panel).not.toContainText(RICE.english);
  await page.keyboard.press("Escape");

  // The wishlist, read on a Hindi page, names it in Hindi too.
  const product = await pageApi<{ product_id: number }>(page, "GET", `/api/products/${RICE.slug}`);
  await pageApi(page, "POST", "/api/wishlist/update", { product_id: product.product_id, wishlist_category_id: 0 });
  await page.goto("/hi/account/wishlist");
  await expect(page.getByRole("main").getByRole("link", { name: RICE.hindi, exact: true })).toBeVisible();

  // The header's category menu comes from the Hindi menus, the navigation and footer labels are Hindi.
  await page.goto("/hi/products");
  const menus = page.waitForResponse((response) => new URL(response.url()).pathname === "/hi/menus.json");
  const categories = mainNav(page, "मुख्य").getByRole("button", { name: "श्रेणियाँ" });
  await categories.focus();
  await page.keyboard.press("ArrowDown");
  await expect((await menus).status()).toBe(200);
  await expect(mainNav(page, "मुख्य").getByRole("button", { name: "चावल और अनाज" })).toBeFocused();
  await expect(mainNav(page, "मुख्य").getByRole("link", { name: "होम", exact: true })).toBeVisible();
  await expect(footer(page).getByRole("link", { name: "हमारे बारे में" })).toBeVisible();
  await expect(footer(page)).toContainText("मेरे ऑर्डर");

  // The English page keeps its English labels and menus.
  await page.goto("/products");
  await expect(mainNav(page).getByRole("button", { name: "Categories" })).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "Home", exact: true })).toBeVisible();
  await expect(footer(page).getByRole("link", { name: "About Us" })).toBeVisible();
  expect(JSON.stringify(await (await request.get("/menus.json")).json())).toContain("Rice & Grains");

  // Each language's page is one shared answer: the same cached HTML for everyone, per address.
  for (const [path, own, other] of [["/hi", "हमारे बारे में", "About Us"], ["/", "About Us", "हमारे बारे में"]]) {
    await request.get(path);
    const again = await request.get(path);
    expect(again.headers()["x-nextjs-cache"], path).toBe("HIT");
    const html = await again.text();
    expect(html, path).toContain(own);
    expect(html, path).not.toContain(other);
  }
});
