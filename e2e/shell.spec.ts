import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./support/sites";

const year = new Date().getFullYear();
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("header bar", () => {
  test("the default website shows logo, pincode, search, account and cart (template 1)", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-header-template", "1");
    await expect(header.getByRole("link").filter({ has: page.getByRole("img", { name: "Annapurna Store" }) })).toHaveAttribute("href", "/");
    await expect(header.getByRole("button", { name: "Select pincode" }).first()).toBeVisible();
    await expect(header.getByRole("button", { name: /^Cart, 0 items$/ })).toBeVisible();
    await expect(header.getByRole("combobox", { name: "Search products" }).first()).toBeVisible();
    await expect(header.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth/login");
    await expect(header.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/auth/register");
    const logo = header.getByRole("img", { name: "Annapurna Store" });
    await expect(logo).toHaveAttribute("height", "48");
    await expect(logo).toHaveAttribute("width", "168");
  });

  test("the wholesale website uses the compact header and the brand-coloured sub-navigation, without Register", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, "wholesale"));
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-header-template", "3");
    await expect(mainNav(page)).toHaveAttribute("data-navbar-template", "4");
    await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Register" })).toHaveCount(0);
    await expect(header.getByRole("img", { name: "Bulk Bazaar Wholesale" })).toBeVisible();
  });

  test("the search icon opens the field and focuses it after 300 ms; Escape closes it", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, "wholesale"));
    const toggle = page.getByRole("banner").getByRole("button", { name: "Open search" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const field = page.getByRole("combobox", { name: "Search products" });
    await expect(field).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(field).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe("search", () => {
  test("submits the trimmed text to /products?q=", async ({ page }) => {
    await page.goto("/");
    const field = page.getByRole("banner").getByRole("combobox", { name: "Search products" }).first();
    await field.fill("   basmati  ");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/products\?q=basmati$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “basmati”");
    await expect(field).toHaveValue("basmati");
  });

  test("does nothing when the text is only spaces", async ({ page }) => {
    await page.goto("/about-us");
    const field = page.getByRole("banner").getByRole("combobox", { name: "Search products" }).first();
    await field.fill("    ");
    await field.press("Enter");
    await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).first().click();
    await expect(page).toHaveURL(/\/about-us$/);
  });
});

test.describe("sub-navigation (desktop)", () => {
  test("lists the navigation items; external links open in a new tab", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about-us");
    const recipes = nav.getByRole("link", { name: "Recipes" });
    await expect(recipes).toHaveAttribute("target", "_blank");
    await expect(recipes).toHaveAttribute("rel", "noopener");
  });

  test("dropdowns open by keyboard and close with Escape, returning focus", async ({ page }) => {
    await page.goto("/");
    const categories = mainNav(page).getByRole("button", { name: "Categories" });
    await expect(categories).toHaveAttribute("aria-haspopup", "true");
    await expect(categories).toHaveAttribute("aria-expanded", "false");
    await categories.focus();
    await page.keyboard.press("ArrowDown");
    await expect(categories).toHaveAttribute("aria-expanded", "true");
    const riceGroup = mainNav(page).getByRole("button", { name: "Rice & Grains" });
    await expect(riceGroup).toBeFocused();
    // Nested: ArrowRight opens the sub-category list on its first entry.
    await page.keyboard.press("ArrowRight");
    await expect(riceGroup).toHaveAttribute("aria-expanded", "true");
    await expect(mainNav(page).getByRole("link", { name: "All Rice & Grains" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(riceGroup).toHaveAttribute("aria-expanded", "false");
    await expect(riceGroup).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(categories).toHaveAttribute("aria-expanded", "false");
    await expect(categories).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(categories).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(categories).toHaveAttribute("aria-expanded", "false");
  });

  test("the dropdowns' entries come with the website's menus, after the page; one opened before they arrive fills in", async ({ page, request }) => {
    const ghee = "/products/gokul-fresh-pure-cow-ghee";
    const html = await (await request.get(ghee)).text();
    expect(html).not.toContain("/products?c=basmati-rice");
    const menus = await (await request.get("/menus.json")).json();
    expect(JSON.stringify(menus.navs)).toContain("/products?c=basmati-rice");
    expect(menus.categories.map((category: { slug: string }) => category.slug)).toContain("rice-grains");

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/menus.json", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(ghee);
    const categories = mainNav(page).getByRole("button", { name: "Categories" });
    await categories.focus();
    await page.keyboard.press("ArrowDown");
    await expect(categories).toHaveAttribute("aria-expanded", "true");
    await expect(mainNav(page).getByRole("status")).toHaveText("Loading…");
    release();
    await expect(mainNav(page).getByRole("button", { name: "Rice & Grains" })).toBeFocused();
  });

  test("Tab moves on and closes the dropdown", async ({ page }) => {
    await page.goto("/");
    const brands = mainNav(page).getByRole("button", { name: "Popular Brands" });
    await brands.focus();
    await page.keyboard.press(" ");
    await expect(brands).toHaveAttribute("aria-expanded", "true");
    await brands.press("Shift+Tab");
    await expect(brands).toHaveAttribute("aria-expanded", "false");
  });

  test("hover opens a dropdown and a link in it navigates", async ({ page }) => {
    await page.goto("/");
    const brands = mainNav(page).getByRole("button", { name: "Popular Brands" });
    await brands.hover();
    await expect(brands).toHaveAttribute("aria-expanded", "true");
    await mainNav(page).getByRole("link", { name: "Royal Harvest" }).click();
    await expect(page).toHaveURL(/\/products\?b=royal-harvest$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Royal Harvest");
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the sub-navigation is hidden; the drawer (300px, left) lists the items with expandable children", async ({ page }) => {
    await page.goto("/");
    await expect(mainNav(page)).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Annapurna Store" });
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute("aria-modal", "true");
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    expect((await drawer.boundingBox())?.width).toBe(300);
    const expand = drawer.getByRole("button", { name: "Expand Popular Brands" });
    await expect(expand).toHaveAttribute("aria-expanded", "false");
    await expand.click();
    await expect(drawer.getByRole("button", { name: "Collapse Popular Brands" })).toHaveAttribute("aria-expanded", "true");
    await drawer.getByRole("link", { name: "Royal Harvest" }).click();
    await expect(page).toHaveURL(/\/products\?b=royal-harvest$/);
    await expect(drawer).toBeHidden();
  });

  test("the /categories item opens the category filter dialog instead of navigating", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Categories", exact: true }).click();
    const filters = page.getByRole("dialog", { name: "Filter by Category" });
    await expect(filters).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await filters.getByRole("checkbox", { name: "Rice & Grains" }).check();
    await filters.getByRole("button", { name: "Show Dals & Pulses subcategories" }).click();
    await filters.getByRole("checkbox", { name: "Toor & Moong Dal" }).check();
    await expect(filters.getByRole("link", { name: "Reset All" })).toHaveAttribute("href", "/products");
    await filters.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/\/products\?c=rice-grains,toor-moong-dal$/);
    await expect(filters).toBeHidden();
  });

  test("Escape closes the drawer and returns focus to the hamburger", async ({ page }) => {
    await page.goto("/");
    const hamburger = page.getByRole("button", { name: "Open menu" });
    await hamburger.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(hamburger).toBeFocused();
  });
});

test.describe("pincode control", () => {
  for (const width of [390, 1280]) {
    test(`every header shows it at ${width} px, and the phone's drawer offers it too`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 844 });
      for (const url of ["/", siteUrl(baseURL, "wholesale")]) {
        await page.goto(url);
        await expect(page.getByRole("banner").getByRole("button", { name: "Select pincode" }).filter({ visible: true })).toHaveCount(1);
      }
      if (width > 390) return;
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog", { name: "Bulk Bazaar Wholesale" }).getByRole("button", { name: "Select pincode" }).click();
      const dialog = page.getByRole("dialog", { name: "Change Location" });
      await dialog.getByRole("textbox", { name: "Pincode" }).fill("560001");
      await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "Apply" }).click()]);
      await expect(page.getByRole("banner").getByRole("button", { name: "Deliver to 560001" }).filter({ visible: true })).toHaveCount(1);
    });
  }
});

test.describe("footer", () => {
  test("shows logo, description, link groups ordered by group and the copyright line", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("img", { name: "Annapurna Store" })).toBeVisible();
    await expect(footer).toContainText("trusted Indian brands");
    await expect(footer.getByRole("heading", { level: 2 })).toHaveText(["Shop", "Company", "Account", "Follow Us"]);
    await expect(footer.getByRole("link", { name: "Delivery Areas" })).toHaveAttribute("href", "/about-us#delivery");
    const instagram = footer.getByRole("link", { name: "Instagram" });
    await expect(instagram).toHaveAttribute("target", "_blank");
    await expect(instagram).toHaveAttribute("rel", "noopener");
    await expect(footer.getByText(`© ${year} Annapurna Store`, { exact: true })).toBeVisible();
    await expect(footer.getByRole("link", { name: "+91 80 4000 1234" })).toHaveAttribute("href", "tel:+918040001234");
  });

  test("the wholesale footer has its own groups and name", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, "wholesale"));
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { level: 2 })).toHaveText(["Buy in Bulk", "Company", "Connect"]);
    await expect(footer.getByText(`© ${year} Bulk Bazaar Wholesale`, { exact: true })).toBeVisible();
  });
});

test.describe("page frame", () => {
  test("landmarks and a skip link to the main content", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("the loading spinner shows in the server HTML and goes away once the app has mounted", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toMatch(/role="status" aria-label="Loading"/);
    await page.goto("/");
    await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
  });

  test("a page that hides the sub-navbar (About Us) hides it; others show it", async ({ page }) => {
    await page.goto("/about-us");
    await expect(mainNav(page)).toBeHidden();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "All Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(mainNav(page)).toBeVisible();
  });

  test("each navigation starts at the top of the page", async ({ page }) => {
    await page.goto("/products");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("promotional popup", () => {
  test("appears 5 s after load on /, links out, and hides itself after its duration; once per image", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const popup = page.getByRole("complementary", { name: "Special offer" });
    await expect(page.getByRole("main")).toBeVisible();
    await page.clock.fastForward(4000);
    await expect(popup).toHaveCount(0);
    await page.clock.fastForward(1500);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole("link")).toHaveAttribute("href", "/products?sort=price_asc");
    await expect(popup.getByRole("img", { name: "Special offer" })).toBeVisible();
    await page.clock.fastForward(5500);
    await expect(popup).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("promo-popup-seen:banners/annapurna/popup.svg"))).toBe("1");
    await page.reload();
    await expect(page.getByRole("main")).toBeVisible();
    await page.clock.fastForward(6000);
    await expect(popup).toHaveCount(0);
  });

  test("the close button hides it; it never shows on content pages", async ({ page }) => {
    await page.clock.install();
    await page.goto("/products");
    const popup = page.getByRole("complementary", { name: "Special offer" });
    await page.clock.fastForward(5500);
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: "Close" }).click();
    await expect(popup).toHaveCount(0);
    await page.evaluate(() => localStorage.clear());
    await page.goto("/about-us");
    await page.clock.fastForward(6000);
    await expect(popup).toHaveCount(0);
  });
});

test.describe("cart and pincode buttons", () => {
  test("carry the state for their dialogs", async ({ page }) => {
    await page.goto("/");
    const pincode = page.getByRole("banner").getByRole("button", { name: "Select pincode" }).first();
    await expect(pincode).toHaveAttribute("aria-haspopup", "dialog");
    await expect(page.getByRole("banner").getByTestId("cart-badge").filter({ visible: true })).toHaveText("0");
  });
});
