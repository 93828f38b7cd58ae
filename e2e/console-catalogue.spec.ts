import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { seriousViolations } from "./support/axe";
import { DEMO_USERS, signIn } from "./support/sign-in";
import { siteUrl } from "./support/sites";

const SITES = [
  { name: "default website", origin: (baseURL?: string) => new URL(baseURL ?? "http://localhost:3100").origin },
  { name: "wholesale website", origin: (baseURL?: string) => siteUrl(baseURL, "wholesale").replace(/\/$/, "") },
];
/** Each website once and each width once: the story is the same on both websites and at both widths. */
const RUNS = [
  { site: SITES[0], viewport: { width: 1280, height: 900 } },
  { site: SITES[1], viewport: { width: 390, height: 844 } },
];

async function expectNoAxeFindings(page: Page) {
  // From the top: a control the last step left under the sticky header counts, for axe, as a target
  // the header's buttons crowd (target-size), which says where the page was scrolled, not what it is.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await seriousViolations(page)).toEqual([]);
}

/** Fills the focused field by keyboard and moves on with Tab, as someone without a mouse does. */
async function typeAndTab(page: Page, text: string) {
  if (text) await page.keyboard.type(text);
  await page.keyboard.press("Tab");
}

async function choose(page: Page, label: string) {
  await page.keyboard.type(label);
  await page.keyboard.press("Tab");
}

for (const { site, viewport } of RUNS) {
  test(`on the ${site.name} at ${viewport.width} px, an administrator adds a product that a guest sees at once, and the log shows who did it`, async ({ page, browser, baseURL }) => {
    // The whole story in one browser session: sign-in, a keyboard-filled form, a guest's three views, four axe runs.
    test.slow();
    await page.setViewportSize(viewport);
    const origin = site.origin(baseURL);
    const name = `Console Jaggery ${viewport.width} ${Date.now().toString(36)}`;
    await signIn(page, DEMO_USERS.admin.phone, origin);

    // Administration opens from the account menu, in a new tab.
    await page.goto(`${origin}/`);
    await page.getByRole("banner").getByRole("button", { name: /Meera/ }).first().click();
    const [consolePage] = await Promise.all([page.context().waitForEvent("page"), page.getByRole("menu").getByRole("menuitem", { name: /^Administration/ }).click()]);
    await consolePage.setViewportSize(viewport);
    await consolePage.waitForLoadState();
    await expect(consolePage).toHaveURL(/\/bos\/admin$/);
    await expect(consolePage.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await expectNoAxeFindings(consolePage);

    await consolePage.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Products" }).click();
    await expect(consolePage.getByRole("heading", { name: "Products" })).toBeVisible();
    await expectNoAxeFindings(consolePage);
    await consolePage.getByRole("link", { name: "Add a product" }).click();
    await expect(consolePage.getByRole("heading", { name: "Add a product" })).toBeVisible();
    await consolePage.getByRole("button", { name: "Add another pack" }).click();
    await expectNoAxeFindings(consolePage);

    // Keyboard only from the first field to the submit button.
    await consolePage.getByRole("textbox", { name: "Name" }).focus();
    await typeAndTab(consolePage, name); // name
    await typeAndTab(consolePage, ""); // slug: made from the name
    await typeAndTab(consolePage, ""); // category
    await typeAndTab(consolePage, ""); // brand
    await typeAndTab(consolePage, ""); // supplier
    await typeAndTab(consolePage, "1701"); // HSN
    await choose(consolePage, "5%"); // GST
    await typeAndTab(consolePage, ""); // shown on the storefront (checked)
    await typeAndTab(consolePage, "Sun-dried jaggery powder."); // description
    for (const pack of [
      { label: "500 g", quantity: "500", unit: "g", stock: "12", mrp: "90", price: "80" },
      { label: "1 kg", quantity: "1", unit: "kg", stock: "4", mrp: "170", price: "150" },
    ]) {
      await typeAndTab(consolePage, pack.label);
      await typeAndTab(consolePage, pack.quantity);
      await choose(consolePage, pack.unit);
      await typeAndTab(consolePage, pack.stock);
      await typeAndTab(consolePage, pack.mrp);
      await typeAndTab(consolePage, pack.price);
      await typeAndTab(consolePage, ""); // GTIN
    }
    await consolePage.keyboard.press("Tab"); // past "Add another pack"
    await expect(consolePage.getByRole("button", { name: "Add product" })).toBeFocused();
    await consolePage.keyboard.press("Enter");
    await expect(consolePage.getByRole("heading", { name })).toBeVisible();

    // Stock counted again on the product's page.
    const stock = consolePage.getByRole("spinbutton", { name: `Stock of ${name} 1 kg` });
    await stock.fill("9");
    await consolePage.getByRole("form", { name: `Price and stock of ${name} 1 kg` }).getByRole("button", { name: "Save" }).click();
    await expect(consolePage.getByText(`Saved ${name} 1 kg`)).toBeVisible();
    await expectNoAxeFindings(consolePage);

    // A photo, drawn here as a PNG, uploaded on the product's page.
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c8780a" } }).png().toBuffer();
    await consolePage.getByLabel(/^Photo\b/).setInputFiles({ name: "jaggery.png", mimeType: "image/png", buffer: photo });
    await consolePage.getByRole("button", { name: "Upload photo" }).click();
    await expect(consolePage.getByText("Photo added")).toBeVisible();
    await expect(consolePage.getByRole("list", { name: `Photos of ${name}` }).getByRole("listitem")).toHaveCount(1);

    // A guest sees it at once: the list, the product page and search.
    const guest = await browser.newPage();
    await guest.goto(`${origin}/products?q=${encodeURIComponent(name)}`);
    const listed = guest.getByRole("link", { name, exact: true }).first();
    await expect(listed).toBeVisible();
    // The product's own page, where the list links to, with the photo the administrator uploaded.
    const productHref = await consolePage.getByRole("link", { name: "See it on the storefront" }).getAttribute("href");
    await expect(listed).toHaveAttribute("href", new RegExp(`^${productHref}(\\?|$)`));
    await guest.goto(`${origin}${productHref}`);
    await expect(guest.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
    const shown = guest.getByRole("region", { name: `${name} images` }).getByRole("img").first();
    await expect(shown).toHaveAttribute("src", /\/s\/media\/large\/products\/console-jaggery-[\w-]+\.png$/);
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await guest.setViewportSize(viewport);
    await guest.goto(`${origin}/`);
    const banner = guest.getByRole("banner");
    const toggle = banner.getByRole("button", { name: "Open search" });
    if (await toggle.isVisible()) await toggle.click();
    await banner.getByRole("combobox", { name: "Search products" }).filter({ visible: true }).fill(name);
    await expect(guest.getByRole("listbox", { name: "Search suggestions" }).getByRole("option", { name: new RegExp(name) }).first()).toBeVisible();

    // The audit log names the steps and who took them.
    await consolePage.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Audit log" }).click();
    const log = consolePage.getByRole("table", { name: "Audit log" });
    await expect(log.getByRole("row", { name: new RegExp(`Meera Iyer.*Added ${name} with 2 packs`) })).toBeVisible();
    await expect(log.getByRole("row", { name: new RegExp(`Meera Iyer.*Stock of ${name} 1 kg: 4 → 9`) })).toBeVisible();
    await expectNoAxeFindings(consolePage);
    await guest.close();
  });

  test(`on the ${site.name}, a customer and a guest get the not-found page at /bos/admin`, async ({ page, browser, baseURL }) => {
    const origin = site.origin(baseURL);
    const guest = await browser.newPage();
    expect((await guest.goto(`${origin}/bos/admin`))?.status()).toBe(404);
    await guest.close();
    await signIn(page, DEMO_USERS.customer.phone, origin);
    for (const path of ["/bos/admin", "/bos/admin/products", "/bos/admin/audit"]) {
      expect((await page.goto(`${origin}${path}`))?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    }
  });
}
