import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./support/sites";

const cards = (page: Page) => page.getByTestId("product-card");
const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const rupees = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));
/** The mount spinner goes away once the client islands are interactive. */
const hydrated = (page: Page) => expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);

test.describe("product list", () => {
  test("shows 24 products per page by default with the total, sort and page-size controls", async ({ page }) => {
    await page.goto("/products");
    await expect(heading(page)).toHaveText("All products");
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByText("Total: 80", { exact: true })).toBeVisible();
    const sort = page.getByRole("combobox", { name: "Sort by" });
    await expect(sort.locator("option")).toHaveText(["Relevance", "Price: Low to High", "Price: High to Low", "Biggest discount", "Name", "Newest"]);
    const size = page.getByRole("combobox", { name: "Products per page" });
    // The size in use is offered and selected, so the control never reads empty.
    await expect(size.locator("option")).toHaveText(["5 per page", "10 per page", "20 per page", "24 per page", "50 per page", "100 per page"]);
    await expect(size).toHaveValue("24");
    await expect(size.locator("option:checked")).toHaveText("24 per page");
  });

  test("pagination: 5 page links by default with ellipsis, previous and next", async ({ page }) => {
    await page.goto("/products?perPage=5");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: /^Page \d+$/ })).toHaveText(["Page 2", "Page 3", "Page 4", "Page 5", "Page 16"]);
    await expect(pagination.getByText("Page 1", { exact: true })).toHaveAttribute("aria-current", "page");
    await expect(pagination.getByText("…")).toHaveCount(1);
    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/products\?perPage=5&page=2$/);
    await expect(pagination.getByText("Page 2", { exact: true })).toHaveAttribute("aria-current", "page");
    await expect(cards(page)).toHaveCount(5);
    await pagination.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/products\?perPage=5$/);
  });

  test("the page-size select reloads the list and keeps the address bar in sync", async ({ page }) => {
    await page.goto("/products?sort=name");
    await hydrated(page);
    await page.getByRole("combobox", { name: "Products per page" }).selectOption("10");
    await expect(page).toHaveURL(/\/products\?sort=name&perPage=10$/);
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByRole("combobox", { name: "Products per page" })).toHaveValue("10");
  });

  test("sorting by price reorders the products", async ({ page }) => {
    await page.goto("/products");
    await hydrated(page);
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: Low to High" });
    await expect(page).toHaveURL(/\/products\?sort=price_asc$/);
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("price_asc");
    const prices = (await cards(page).locator("[data-price]").allTextContents()).map(rupees);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices[0]).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test("Offers lists the discounted products, biggest discount first, and the filter turns off", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Offers" }).click();
    await expect(page).toHaveURL(/\/products\?on_offer=1&sort=discount$/);
    await expect(heading(page)).toHaveText("Offers");
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("discount");
    // Fewer than all 80 products: only those with a pack below its MRP.
    await expect(page.getByText(/^Showing 1–\d+ of \d+ products$/)).toBeVisible();
    const total = Number((await page.getByText(/^Showing 1–\d+ of \d+ products$/).textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThan(1);
    expect(total).toBeLessThan(80);
    await page.getByRole("link", { name: "On offer only (selected, select to remove)" }).first().click();
    await expect(page).toHaveURL(/\/products\?sort=discount$/);
  });

  test("search results say what was searched; nothing found offers a way back", async ({ page }) => {
    await page.goto("/products?q=rice");
    await expect(heading(page)).toHaveText("Search results for “rice”");
    await expect(page.getByText("Total: 7", { exact: true })).toBeVisible();
    await page.goto("/products?q=zzzqqq");
    await expect(page.getByRole("heading", { name: "No products found for “zzzqqq”" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Clear filters and see all products" })).toHaveAttribute("href", "/products");
  });

  test("the filter sidebar toggles categories, brands and suppliers in the query", async ({ page }) => {
    await page.goto("/products");
    const filters = page.getByRole("complementary", { name: "Product filters" });
    await filters.getByRole("link", { name: "Rice & Grains" }).click();
    await expect(page).toHaveURL(/\/products\?c=rice-grains$/);
    await expect(heading(page)).toHaveText("Rice & Grains");
    await filters.getByRole("link", { name: /^Dals & Pulses/ }).click();
    await expect(page).toHaveURL(/\/products\?c=rice-grains,dals-pulses$/);
    await expect(page.getByText("Total: 16", { exact: true })).toBeVisible();
    await filters.getByRole("link", { name: /^Kisan Gold/ }).click();
    await expect(page).toHaveURL(/\/products\?c=rice-grains,dals-pulses&b=kisan-gold$/);
    await page.getByRole("list", { name: "Applied filters" }).getByRole("link", { name: /Kisan Gold/ }).click();
    await expect(page).toHaveURL(/\/products\?c=rice-grains,dals-pulses$/);
    await filters.getByRole("link", { name: "Ganga Valley Foods" }).click();
    await expect(page).toHaveURL(/s=ganga-valley-foods/);
    await filters.getByRole("link", { name: "Clear all" }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("brand and supplier links give a heading that names them", async ({ page }) => {
    await page.goto("/products?b=kisan-gold");
    await expect(heading(page)).toHaveText("Kisan Gold");
    await page.goto("/products?s=ganga-valley-foods");
    await expect(heading(page)).toHaveText("From Ganga Valley Foods");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("the Filters button offers categories, brands and suppliers, as the desktop sidebar does", async ({ page }) => {
      await page.goto("/products?c=edible-oils-ghee&sort=price_asc");
      await hydrated(page);
      await expect(page.getByRole("complementary", { name: "Product filters" })).toBeHidden();
      await page.getByRole("button", { name: /Filters/ }).click();
      const dialog = page.getByRole("dialog", { name: "Filter products" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("group", { name: "Categories" }).getByRole("checkbox", { name: "Edible Oils & Ghee" })).toBeChecked();
      await dialog.getByRole("group", { name: "Categories" }).getByRole("checkbox", { name: "Beverages" }).check();
      await dialog.getByRole("group", { name: "Brands" }).getByRole("checkbox", { name: "Chai Bagan" }).check();
      await dialog.getByRole("group", { name: "Suppliers" }).getByRole("checkbox", { name: "Ganga Valley Foods" }).check();
      await dialog.getByRole("button", { name: "Apply Filters" }).click();
      await expect(page).toHaveURL(/\/products\?c=edible-oils-ghee,beverages&b=chai-bagan&s=ganga-valley-foods&sort=price_asc$/);

      await page.getByRole("button", { name: /Filters/ }).click();
      await expect(dialog.getByRole("group", { name: "Brands" }).getByRole("checkbox", { name: "Chai Bagan" })).toBeChecked();
      await dialog.getByRole("link", { name: "Reset All" }).click();
      await expect(page).toHaveURL(/\/products\?sort=price_asc$/);
    });
  });
});

test.describe("a list that does not exist", () => {
  for (const path of ["/products?page=99", "/products?c=rice-grains&page=5", "/products?c=no-such-category", "/products?b=no-such-brand", "/products?s=no-such-supplier"]) {
    test(`${path} answers 404 with links back`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(heading(page)).toHaveText("Page not found");
      await expect(page.getByRole("main").getByRole("link", { name: "Browse all products" })).toHaveAttribute("href", "/products");
      await expect(page.getByRole("main").getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
      await expect(page.getByText(/^Showing /)).toHaveCount(0);
    });
  }

  test("the last page and known filters still answer", async ({ page }) => {
    const last = await page.goto("/products?page=4");
    expect(last?.status()).toBe(200);
    await expect(page.getByText("Showing 73–80 of 80 products")).toBeVisible();
    expect((await page.goto("/products?s=ganga-valley-foods"))?.status()).toBe(200);
    await expect(cards(page).first()).toBeVisible();
  });
});

test.describe("product card", () => {
  test("shows the first image, name, first pack, prices and discount, and links to the product", async ({ page }) => {
    await page.goto("/products?q=Royal%20Harvest%20Classic%20Basmati");
    const card = cards(page).first();
    await expect(card.getByRole("img", { name: "Royal Harvest Classic Basmati Rice" })).toHaveAttribute("src", /\/s\/media\/medium\/.+/);
    await expect(card.getByRole("img").first()).toHaveAttribute("loading", /lazy|eager/);
    await expect(card.getByText("500 g", { exact: false }).first()).toBeVisible();
    await expect(card).toContainText("₹69.00");
    await expect(card.locator("s")).toHaveText(/₹75.00/);
    await expect(card).toContainText("8% off");
    await expect(card.getByRole("button", { name: /^Add Royal Harvest Classic Basmati Rice, 500 g to cart$/ })).toBeVisible();
    await expect(card.getByRole("button", { name: /wishlist/ })).toBeVisible();
    await card.getByRole("link", { name: "Royal Harvest Classic Basmati Rice" }).click();
    await expect(page).toHaveURL(/\/products\/royal-harvest-classic-basmati-rice$/);
  });
});

test.describe("product page", () => {
  test("gallery, pack selector, prices, brand link, description, breadcrumbs and related products", async ({ page }) => {
    await page.goto("/products/royal-harvest-classic-basmati-rice");
    await expect(heading(page)).toHaveText("Royal Harvest Classic Basmati Rice");
    await hydrated(page);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Rice & Grains", "Basmati Rice", "Royal Harvest Classic Basmati Rice"]);
    await expect(crumbs.getByRole("link", { name: "Basmati Rice" })).toHaveAttribute("href", "/products?c=basmati-rice");
    await expect(page.getByRole("main").getByRole("link", { name: /Royal Harvest/ }).first()).toHaveAttribute("href", "/products?b=royal-harvest");

    const packs = page.getByRole("radiogroup", { name: "Pack size" });
    await expect(packs.getByRole("radio")).toHaveCount(4);
    await expect(packs.getByRole("radio").first()).toBeChecked();
    await expect(page.getByText("₹69.00").first()).toBeVisible();
    await packs.getByText("5 kg").click();
    await expect(packs.getByRole("radio", { name: /5 kg/ })).toBeChecked();
    await expect(page.locator('[aria-live="polite"]').first()).toContainText("₹621.00");
    await expect(page.getByRole("button", { name: "Add Royal Harvest Classic Basmati Rice, 5 kg to cart" })).toBeVisible();

    const gallery = page.getByRole("region", { name: "Royal Harvest Classic Basmati Rice images" });
    await expect(gallery.getByRole("img")).toHaveCount(3);
    await page.getByRole("button", { name: "Show image 2" }).click();
    await expect(page.getByRole("button", { name: "Show image 2" })).toHaveAttribute("aria-current", "true");

    await expect(page.getByRole("heading", { name: "Description" })).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Shelf life" })).toBeVisible();
    const related = page.getByRole("region", { name: "Related products" });
    await page.getByRole("heading", { name: "You may also like" }).scrollIntoViewIfNeeded();
    await expect(related.getByTestId("product-card").first()).toBeVisible();
    await expect(related.getByRole("button", { name: "Next slide" })).toBeVisible();
  });

  test("related products come after the page: its HTML has the heading, the cards load into the row under it", async ({ page, request }) => {
    const path = "/products/royal-harvest-classic-basmati-rice";
    const html = await (await request.get(path)).text();
    expect(html).toContain("You may also like");
    expect(html).not.toContain('data-testid="product-card"');
    await page.goto(path);
    const section = page.getByRole("region", { name: "You may also like" });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole("link", { name: "See all" })).toHaveAttribute("href", "/products?c=basmati-rice");
    const row = section.getByRole("region", { name: "Related products" });
    await expect(row.getByTestId("product-card").first()).toBeVisible();
    await expect(row.getByRole("link", { name: "Royal Harvest Classic Basmati Rice", exact: true })).toHaveCount(0);
  });

  for (const { site, pincode, charge } of [
    { site: "", pincode: "560001", charge: "₹40.00 delivery, free on orders of ₹499.00 or more" },
    { site: "wholesale", pincode: "400001", charge: "₹250.00 delivery, free on orders of ₹10,000.00 or more" },
  ]) {
    test(`the delivery line shows the charge, free-delivery threshold and next slot for ${pincode}${site ? ` on ${site}` : ""}`, async ({ page, baseURL }) => {
      const url = site ? siteUrl(baseURL, site, "/products/royal-harvest-classic-basmati-rice") : "/products/royal-harvest-classic-basmati-rice";
      await page.goto(url);
      await hydrated(page);
      await expect(page.getByText("Choose your delivery pincode to see slots and delivery charges.")).toBeVisible();
      await page.getByRole("banner").getByRole("button", { name: "Select pincode" }).filter({ visible: true }).click();
      const dialog = page.getByRole("dialog", { name: "Change Location" });
      await dialog.getByRole("textbox", { name: "Pincode" }).fill(pincode);
      await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "Apply" }).click()]);

      const delivery = page.getByRole("region", { name: "Delivery" });
      await expect(delivery.getByText(`Delivery to ${pincode}`)).toBeVisible();
      await expect(delivery.getByText(/^Next slot: (Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
      await expect(delivery.getByText(charge)).toBeVisible();
      await expect(page.getByText("Choose your delivery pincode to see slots and delivery charges.")).toHaveCount(0);
    });
  }

  test("the photo follows the chosen pack, in the gallery and in the cart", async ({ page }) => {
    const name = "Royal Harvest Classic Basmati Rice";
    await page.goto("/products/royal-harvest-classic-basmati-rice");
    await hydrated(page);
    const gallery = page.getByRole("region", { name: `${name} images` });
    await expect(gallery.getByRole("img", { name: `${name}, 500 g` })).toBeVisible();
    const packs = page.getByRole("radiogroup", { name: "Pack size" });
    await packs.getByText("5 kg").click();
    const fiveKilo = gallery.getByRole("img", { name: `${name}, 5 kg` });
    await expect(fiveKilo).toBeVisible();
    await expect(fiveKilo).toHaveAttribute("src", /5-kg\.svg/);
    await expect(gallery.getByRole("img", { name: `${name}, 500 g` })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Show image 1" })).toHaveAttribute("aria-current", "true");

    await page.getByRole("button", { name: `Add ${name}, 5 kg to cart` }).click();
    await page.getByRole("banner").getByRole("button", { name: "Cart, 1 item" }).click();
    const line = page.getByRole("dialog", { name: "Cart Summary" }).getByTestId("cart-line");
    await expect(line.locator("img")).toHaveAttribute("src", /5-kg\.svg/);
  });

  test("on a phone, the chosen pack's price and Add stay at the bottom once the page's own Add scrolls away", async ({ page }) => {
    const name = "Royal Harvest Classic Basmati Rice";
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/products/royal-harvest-classic-basmati-rice");
    await hydrated(page);
    await page.getByRole("radiogroup", { name: "Pack size" }).getByText("5 kg").click();
    const bar = page.getByRole("region", { name: "Buy this pack" });
    await expect(bar).toHaveCount(0);
    await page.getByRole("heading", { name: "Description" }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText("5 kg");
    await bar.getByRole("button", { name: `Add ${name}, 5 kg to cart` }).click();
    await expect(bar.getByRole("group", { name: `Quantity of ${name}, 5 kg` })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Cart, 1 item" })).toBeVisible();
    // Back at the top the page's own stepper shows, and the bar goes.
    await page.getByRole("heading", { level: 1, name }).scrollIntoViewIfNeeded();
    await expect(bar).toHaveCount(0);
    await expect(page.getByRole("group", { name: `Quantity of ${name}, 5 kg` })).toBeVisible();
  });

  test("an unknown product answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/products/no-such-product-here");
    expect(response?.status()).toBe(404);
    await expect(heading(page)).toHaveText("Page not found");
  });

  test("the wholesale website sells its own packs", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, "wholesale", "/products?q=basmati"));
    await expect(cards(page).first()).toContainText("25 kg");
  });
});
