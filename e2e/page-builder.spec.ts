import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { PHOTO_MESSAGES } from "@/lib/validation/photo";
import { seriousViolations } from "./support/axe";
import { DEMO_USERS, signIn } from "./support/sign-in";
import { siteUrl } from "./support/sites";

const SITES = [
  { name: "default website", origin: (baseURL?: string) => new URL(baseURL ?? "http://localhost:3100").origin, lowest: "Lowest Prices" },
  { name: "wholesale website", origin: (baseURL?: string) => siteUrl(baseURL, "wholesale").replace(/\/$/, ""), lowest: "Best Bulk Prices" },
];

/** The home page's HTML as a guest's browser first receives it, before any script runs. */
async function guestHomeHtml(guest: Page, origin: string) {
  const response = await guest.goto(`${origin}/`);
  expect(response?.status()).toBe(200);
  return response!.text();
}

/** Where each labelled section of the home page starts in its HTML. */
const sectionAt = (html: string, label: string) => html.indexOf(`aria-label="${label}"`);
const headingAt = (html: string, title: string) => html.indexOf(`>${title}<`);

/** Selects a block on the editor's canvas by its kind and the heading its card shows. */
async function selectBlock(editor: Page, kind: string, heading: string) {
  await editor.getByRole("button", { name: `${kind} ${heading}` }).first().click();
}

/** The names on the product cards of the carousel under this heading, in the HTML's order. */
function productsOfCarousel(html: string, title: string) {
  const start = headingAt(html, title);
  const section = html.slice(start, html.indexOf("</section>", start));
  return [...section.matchAll(/class="product-card-link"[^>]*>([^<]+)</g)].map((card) => card[1]);
}

/** Two products of both demo websites, picked for a carousel by name. */
const PICKED = ["Kisan Gold Thick Poha", "Desi Chakki Ragi Flour"];

const draftSaved = (editor: Page) => expect(editor.getByText("Draft saved", { exact: true })).toBeVisible();

async function expectNoAxeFindings(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await seriousViolations(page)).toEqual([]);
}

/** The editor checked at a phone's width, then at the desktop width the walk goes on at. */
async function expectNoAxeFindingsAtBothWidths(editor: Page) {
  for (const width of [390, 1280]) {
    await editor.setViewportSize({ width, height: 900 });
    await expectNoAxeFindings(editor);
  }
}

for (const site of SITES) {
  test(`on the ${site.name}, the administrator edits the home page visually, publishes it for guests at once, and restores the old one`, async ({ page, browser, baseURL }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    const origin = site.origin(baseURL);
    const heading = `Fresh this week ${Date.now().toString(36)}`;
    const guest = await (await browser.newContext()).newPage();
    const before = await guestHomeHtml(guest, origin);
    expect(sectionAt(before, "Hero")).toBeGreaterThan(-1);
    expect(headingAt(before, site.lowest)).toBeGreaterThan(sectionAt(before, "Offers"));

    // Website Settings opens from the account menu, in a new tab.
    await signIn(page, DEMO_USERS.admin.phone, origin);
    await page.goto(`${origin}/`);
    await page.getByRole("banner").getByRole("button", { name: /Meera/ }).first().click();
    const [settings] = await Promise.all([page.context().waitForEvent("page"), page.getByRole("menu").getByRole("menuitem", { name: /^Website Settings/ }).click()]);
    await settings.setViewportSize({ width: 1280, height: 900 });
    await expect(settings).toHaveURL(/\/page-builder$/);
    await expect(settings.getByRole("heading", { level: 1 })).toHaveText(["Website Settings"]);
    await expect(settings.getByRole("navigation", { name: "Website Settings" }).getByRole("link", { name: "Pages" })).toHaveAttribute("aria-current", "page");
    await expectNoAxeFindings(settings);

    await settings.getByRole("link", { name: "Edit Home" }).click();
    await expect(settings.getByRole("button", { name: "Publish" })).toBeVisible();
    await expect(settings.getByRole("heading", { level: 1 })).toHaveText(["Website Settings"]);

    // The hero's heading, saved as a draft that shoppers do not see.
    await selectBlock(settings, "Hero slider", "Hero");
    const headingField = settings.getByRole("textbox", { name: "Heading", exact: true });
    await headingField.fill(heading);
    await draftSaved(settings);
    expect(await guestHomeHtml(guest, origin)).not.toContain(heading);

    // The hero's slides: each a named group, moved from the keyboard with buttons that name the slide.
    const slides = settings.getByRole("group", { name: "Slides", exact: true });
    const slideTitles = () => slides.getByRole("group", { name: /^Slide \d+$/ }).getByRole("textbox", { name: "Title", exact: true });
    const titlesNow = () => slideTitles().evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const titles = await titlesNow();
    expect(titles.length).toBeGreaterThan(1);
    await expectNoAxeFindingsAtBothWidths(settings);
    await slides.getByRole("button", { name: "Move slide 2 up", exact: true }).focus();
    await settings.keyboard.press("Enter");
    await expect.poll(titlesNow).toEqual([titles[1], titles[0], ...titles.slice(2)]);
    // At the top, Up is disabled: the focus stays with the moved slide, on its Down.
    const down = slides.getByRole("button", { name: "Move slide 1 down", exact: true });
    await expect(down).toBeFocused();
    await settings.keyboard.press("Enter");
    await expect(slides.getByRole("button", { name: "Move slide 2 down", exact: true })).toBeFocused();
    await expect.poll(titlesNow).toEqual(titles);

    // The lowest-price carousel moves above the card slider, from the keyboard.
    await selectBlock(settings, "Product carousel", site.lowest);
    const moveUp = settings.getByRole("button", { name: "Move up" });
    await moveUp.focus();
    await settings.keyboard.press("Enter");
    await draftSaved(settings);
    const draftOnly = await guestHomeHtml(guest, origin);
    expect(headingAt(draftOnly, site.lowest)).toBeGreaterThan(sectionAt(draftOnly, "Offers"));

    // The same carousel gets two products picked by name from the catalogue, the second moved first.
    await selectBlock(settings, "Product carousel", site.lowest);
    const picker = settings.getByRole("group", { name: "Chosen products" });
    for (const product of PICKED) {
      await picker.getByRole("searchbox", { name: "Find a product by name" }).fill(product.split(" ").slice(-2).join(" "));
      await picker.getByRole("list", { name: "Products found" }).getByRole("button", { name: `Add ${product}`, exact: true }).click();
    }
    await picker.getByRole("button", { name: `Move ${PICKED[1]} up` }).click();
    await expect(picker.getByRole("list", { name: "Chosen products" }).getByRole("listitem")).toHaveText([PICKED[1], PICKED[0]].map((name) => new RegExp(`^${name}`)));
    await draftSaved(settings);

    await expectNoAxeFindings(settings);
    await settings.getByRole("button", { name: "Publish" }).click();
    await expect(settings.getByText("Published: shoppers see this version now (version 2)")).toBeVisible();

    // A guest gets all three changes in the page's HTML on the next request.
    const after = await guestHomeHtml(guest, origin);
    expect(sectionAt(after, heading)).toBeGreaterThan(-1);
    expect(headingAt(after, site.lowest)).toBeLessThan(sectionAt(after, "Offers"));
    expect(productsOfCarousel(after, site.lowest)).toEqual([PICKED[1], PICKED[0]]);

    // One click brings the old page back, for guests too (and leaves the demo as it was for other specs).
    const history = settings.getByRole("list", { name: "Versions" });
    await expect(history.getByRole("listitem")).toHaveCount(2);
    await history.getByRole("button", { name: "Restore version 1" }).click();
    // The editor opens afresh on the restored page: version 3, the same blocks as version 1.
    await expect(settings.getByRole("list", { name: "Versions" }).getByRole("listitem")).toHaveCount(3);
    await expect(settings.getByRole("button", { name: "Hero slider Hero" })).toBeVisible();
    const restored = await guestHomeHtml(guest, origin);
    expect(restored).not.toContain(heading);
    expect(sectionAt(restored, "Hero")).toBeGreaterThan(-1);
    expect(headingAt(restored, site.lowest)).toBeGreaterThan(sectionAt(restored, "Offers"));
    await guest.context().close();
  });
}

/** Strings only the editor's bundle holds (its root element ids and style class names). */
const EDITOR_CODE = /puck-canvas-root|puck-portal-root|_PuckLayout/;

/** Every script a visit to these paths loads, with whether it holds the editor's code. */
async function scriptsOf(page: Page, paths: string[]) {
  const urls = new Set<string>();
  const listen = (response: { url: () => string; request: () => { resourceType: () => string } }) => {
    if (response.request().resourceType() === "script") urls.add(response.url());
  };
  page.on("response", listen);
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  page.off("response", listen);
  return Promise.all([...urls].map(async (url) => ({ url, editor: EDITOR_CODE.test(await (await page.request.get(url)).text()) })));
}

test("the editor's code reaches the editor and no storefront page", async ({ page, browser }) => {
  await signIn(page, DEMO_USERS.admin.phone);
  const settings = await page.goto("/page-builder");
  expect(settings?.headers()["cache-control"]).toContain("no-store");
  await page.getByRole("link", { name: "Edit Home" }).click();
  await expect(page.getByRole("button", { name: "Publish" })).toBeVisible();
  expect((await scriptsOf(page, [page.url()])).some((script) => script.editor)).toBe(true);

  const guest = await browser.newPage();
  const storefront = await scriptsOf(guest, ["/", "/products", "/about-us", "/products?c=rice-grains"]);
  expect(storefront.length).toBeGreaterThan(0);
  expect(storefront.filter((script) => script.editor)).toEqual([]);
  await guest.close();
});

test("a page moved to a new address: the old one redirects permanently (308) to it, the sitemap lists the new one, and deleting the page ends the redirect", async ({ page, baseURL }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO_USERS.admin.phone);
  await page.goto("/page-builder");
  const suffix = Date.now().toString(36);
  const [before, after] = [`/monsoon-sale-${suffix}`, `/monsoon-offers-${suffix}`];
  const add = page.getByRole("form", { name: "Add a page" });
  await add.getByRole("textbox", { name: "Name" }).fill("Monsoon sale");
  await add.getByRole("textbox", { name: "Address" }).fill(before);
  await add.getByRole("checkbox", { name: "Published (shoppers see it)" }).check();
  await add.getByRole("button", { name: "Add the page" }).click();
  await page.getByText("Settings of Monsoon sale").click();
  const settings = page.getByRole("form", { name: "Settings of Monsoon sale" });
  await settings.getByRole("textbox", { name: "Address" }).fill(after);
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: after })).toBeVisible();

  const guest = page.request;
  const moved = await guest.get(new URL(before, baseURL).toString(), { maxRedirects: 0, headers: { cookie: "" } });
  expect(moved.status()).toBe(308);
  // Exactly one Location, although Next sends two when it renders the redirect (scripts/single-location.mjs).
  const locations = moved.headersArray().filter((header) => header.name.toLowerCase() === "location");
  expect(locations.map((header) => new URL(header.value, baseURL).pathname)).toEqual([after]);
  // A browser lands on the new address.
  const visitor = await (await page.context().browser()!.newContext()).newPage();
  await visitor.goto(new URL(before, baseURL).toString());
  expect(new URL(visitor.url()).pathname).toBe(after);
  await visitor.context().close();
  expect((await guest.get(new URL(after, baseURL).toString())).status()).toBe(200);
  const sitemap = await (await guest.get(new URL("/sitemap.xml", baseURL).toString())).text();
  expect(sitemap).toContain(`${after}</loc>`);
  expect(sitemap).not.toContain(before);

  // The demo as it was for other specs: the page goes, and its old address with it.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("listitem").filter({ hasText: after }).getByRole("button", { name: /Delete/ }).click();
  await expect(page.getByRole("listitem").filter({ hasText: after })).toHaveCount(0);
  expect((await guest.get(new URL(before, baseURL).toString(), { maxRedirects: 0 })).status()).toBe(404);
});

test("a block's picture is uploaded from the editor through the photo checks, and the published page shows it", async ({ page, browser }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO_USERS.admin.phone);
  await page.goto("/page-builder");
  await page.getByRole("link", { name: "Edit About Us" }).click();
  await expect(page.getByRole("button", { name: "Publish" })).toBeVisible();
  await selectBlock(page, "Image", "Our kitchen");

  await page.getByRole("button", { name: "Upload a new image", exact: true }).setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("<svg onload=alert(1)>") });
  await expect(page.getByRole("alert").filter({ hasText: PHOTO_MESSAGES.notAPhoto })).toBeVisible();
  const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 20, g: 120, b: 90 } } }).png().toBuffer();
  await page.getByRole("button", { name: "Upload a new image", exact: true }).setInputFiles({ name: "kitchen.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("status").filter({ hasText: "Picture uploaded" })).toBeVisible();
  const field = page.getByRole("textbox", { name: "Image", exact: true });
  await expect(field).toHaveValue(/^banners\/page-1-[0-9a-f]{12}\.png$/);
  const src = await field.inputValue();
  await expectNoAxeFindings(page);
  await draftSaved(page);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/Published: shoppers see this version now/)).toBeVisible();

  const guest = await browser.newPage();
  const html = await (await guest.goto("/about-us"))!.text();
  expect(html).toContain(src);
  // The demo page as it was, for other specs.
  await page.getByRole("list", { name: "Versions" }).getByRole("button", { name: "Restore version 1" }).click();
  await expect(page.getByRole("list", { name: "Versions" }).getByRole("listitem")).toHaveCount(3);
  expect(await (await guest.goto("/about-us"))!.text()).not.toContain(src);
  await guest.close();
});
