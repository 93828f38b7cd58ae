import { expect, test, type Browser, type Page } from "@playwright/test";
import type { WebsiteLook, WebsiteLookBody } from "@/lib/api/schemas/console/website-look";
import type { WebsiteMenus } from "@/lib/api/schemas/console/website-menus";
import type { WebsitePopup } from "@/lib/api/schemas/console/website-popup";
import { SITE_LINK_MESSAGE } from "@/lib/api/schemas/console/site-link";
import { brandPalette } from "@/lib/theme/brand-palette";
import { seriousViolations } from "./support/axe";
import { pageApi } from "./support/page-api";
import { DEMO_USERS, signIn } from "./support/sign-in";
import { siteUrl } from "./support/sites";

const NEW_COLOUR = "#1d4ed8";
const NEW_HEADER = { value: 4, label: "4: Two rows with a pincode strip" };
/** "Our Story" in Hindi: the renamed navigation item's name on the website's Hindi pages. */
const HINDI_NAME = "हमारी कहानी";

async function expectNoAxeFindings(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await seriousViolations(page)).toEqual([]);
}

const lookBody = ({ name, brand_color, font_family, header_template, navbar_template, show_logo, show_pincode, show_search_bar, show_account, show_login, show_register, show_cart_icon }: WebsiteLook): WebsiteLookBody => ({
  name,
  brand_color,
  font_family,
  header_template,
  navbar_template,
  show_logo,
  show_pincode,
  show_search_bar,
  show_account,
  show_login,
  show_register,
  show_cart_icon,
});

/** Website Settings' one frame: its single h1, who is signed in said once, the Website tab current. */
async function expectOneFrame(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(["Website Settings"]);
  await expect(page.getByText(/signed in as/)).toHaveCount(1);
  await expect(page.getByRole("navigation", { name: "Website Settings" }).getByRole("link", { name: "Website" })).toHaveAttribute("aria-current", "page");
}

/** A guest's first look at a public page: its HTML as the server sent it. */
async function guestPage(browser: Browser, url: string) {
  const guest = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await guest.goto(url);
  return guest;
}

/** The website's look as its pages' <html> carries it (the header's measured height set after load left out). */
const websiteLookOf = (page: Page) =>
  page.locator("html").evaluate((html) => ["--font-family", "--brand", "--brand-strong", "--brand-contrast"].map((name) => html.style.getPropertyValue(name).trim()));

test("the administrator changes the website's brand colour, header template and a navigation item; a guest sees them on that website's public pages at once and not on the other website", async ({ page, browser, baseURL }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO_USERS.admin.phone);
  await page.goto("/page-builder/website");
  await expectOneFrame(page);
  await expect(page.getByRole("heading", { level: 2, name: "Look of Annapurna Store" })).toBeVisible();
  const demoLook = await pageApi<WebsiteLook>(page, "GET", "/api/console/website/look");
  const demoMenus = await pageApi<WebsiteMenus>(page, "GET", "/api/console/website/menus");
  const wholesaleHome = siteUrl(baseURL, "wholesale", "/");
  const wholesaleBefore = await guestPage(browser, wholesaleHome);
  const wholesaleHeader = await wholesaleBefore.locator("[data-header-template]").getAttribute("data-header-template");
  const wholesaleStyle = await websiteLookOf(wholesaleBefore);
  await expectNoAxeFindings(page);

  try {
    const form = page.getByRole("form", { name: "Website look" });
    const expected = brandPalette(NEW_COLOUR, demoLook.theme === "dark" ? "dark" : "light");
    await form.getByRole("textbox", { name: "Brand colour", exact: true }).fill(NEW_COLOUR);
    // The contrast adjustment's result shows as the colour is picked, before anything is saved.
    await expect(form.getByTestId("brand-preview").getByRole("status")).toContainText(expected.brand);
    await form.getByRole("radio", { name: NEW_HEADER.label }).check();
    await expect(form.getByRole("figure", { name: "Header preview" })).toHaveAttribute("data-header-template", String(NEW_HEADER.value));
    await expectNoAxeFindings(page);
    await form.getByRole("button", { name: "Save the look" }).click();
    await expect(page.getByText("Website look saved")).toBeVisible();

    // The navigation: Offers moves up one place with the keyboard, About Us is renamed.
    await page.getByRole("navigation", { name: "Website sections" }).getByRole("link", { name: "Navigation and footer" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Navigation and footer" })).toBeVisible();
    await expectOneFrame(page);
    await expectNoAxeFindings(page);
    const navigation = page.getByRole("list", { name: "Navigation menu" });
    const topNames = () => navigation.locator(":scope > li > div").getByRole("textbox", { name: "Name", exact: true });
    await expect(topNames().nth(1)).toHaveValue("Categories");
    await navigation.getByRole("button", { name: "Move Offers", exact: true }).focus();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByRole("status").filter({ hasText: "Offers moved" })).toBeAttached();
    await expect(topNames().nth(1)).toHaveValue("Offers");
    await expect(topNames().nth(2)).toHaveValue("Categories");
    await expect(navigation.getByRole("button", { name: "Move Offers", exact: true })).toBeFocused();
    const aboutRow = navigation.getByRole("button", { name: "Move About Us", exact: true }).locator("xpath=ancestor::li[1]");
    // Its Hindi name first: the row is found by the English name it is about to lose.
    await aboutRow.getByRole("textbox", { name: "Name in Hindi", exact: true }).first().fill(HINDI_NAME);
    await aboutRow.getByRole("textbox", { name: "Name", exact: true }).first().fill("Our Story");
    await page.getByRole("button", { name: "Save navigation menu" }).click();
    await expect(page.getByText("Navigation saved")).toBeVisible();
    await expectNoAxeFindings(page);
    await page.getByRole("navigation", { name: "Website sections" }).getByRole("link", { name: "Policies and legal" }).click();
    await expectOneFrame(page);
    await expect(page.getByRole("form", { name: "Policies and legal details" }).getByRole("textbox", { name: "GSTIN" })).toHaveValue("29AAKCA1234C1Z2");
    await expectNoAxeFindings(page);

    for (const path of ["/", "/products"]) {
      const guest = await guestPage(browser, new URL(path, baseURL).toString());
      await expect(guest.locator("html")).toHaveAttribute("style", new RegExp(`--brand:\\s*${expected.brand}`));
      await expect(guest.locator("[data-header-template]").first()).toHaveAttribute("data-header-template", String(NEW_HEADER.value));
      const subNav = guest.locator("[data-navbar-template]").first();
      await expect(subNav.getByRole("link", { name: "Our Story" })).toBeVisible();
      await expect(subNav.getByRole("link", { name: HINDI_NAME })).toHaveCount(0);
      expect(await subNav.innerText()).toMatch(/Home[\s\S]*Offers[\s\S]*Categories/);
      await guest.context().close();
    }
    // The Hindi pages name the item in Hindi (the English ones above keep its English name).
    const hindi = await guestPage(browser, new URL("/hi", baseURL).toString());
    const hindiNav = hindi.locator("[data-navbar-template]").first();
    await expect(hindiNav.getByRole("link", { name: HINDI_NAME })).toBeVisible();
    await expect(hindiNav.getByRole("link", { name: "Our Story" })).toHaveCount(0);
    await hindi.context().close();
    const wholesale = await guestPage(browser, wholesaleHome);
    await expect(wholesale.locator("[data-header-template]").first()).toHaveAttribute("data-header-template", wholesaleHeader!);
    expect(await websiteLookOf(wholesale)).toEqual(wholesaleStyle);
    await expect(wholesale.getByRole("link", { name: "Our Story" })).toHaveCount(0);
    await wholesale.context().close();
  } finally {
    // Other specs read these pages: the demo's look and navigation come back whatever happened above.
    await pageApi(page, "PUT", "/api/console/website/look", lookBody(demoLook));
    await pageApi(page, "PUT", "/api/console/website/menus/navigation", { items: demoMenus.navigation });
  }
  const restored = await guestPage(browser, new URL("/", baseURL).toString());
  await expect(restored.locator("[data-header-template]").first()).toHaveAttribute("data-header-template", String(demoLook.header_template));
  await expect(restored.locator("[data-navbar-template]").first().getByRole("link", { name: "About Us" })).toBeVisible();
});

test("the administrator shows the promo popup on the home page only, with a link on the website; a javascript: link is refused; a guest sees it on /", async ({ page, browser, baseURL }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO_USERS.admin.phone);
  await page.goto("/page-builder/website");
  await page.getByRole("navigation", { name: "Website sections" }).getByRole("link", { name: "Popup" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Popup" })).toBeVisible();
  await expectOneFrame(page);
  const demoPopup = await pageApi<WebsitePopup>(page, "GET", "/api/console/website/popup");
  await expectNoAxeFindings(page);

  try {
    const form = page.getByRole("form", { name: "Popup settings" });
    const link = form.getByRole("textbox", { name: "Link" });
    await link.fill("javascript:alert(1)");
    await form.getByRole("button", { name: "Save the popup" }).click();
    await expect(form.getByText(SITE_LINK_MESSAGE)).toBeVisible();

    await link.fill("/products?sort=price_desc");
    await form.getByRole("radio", { name: "The home page only" }).check();
    await expect(form.getByRole("textbox", { name: "Pages" })).toHaveCount(0);
    await form.getByRole("textbox", { name: "Ends" }).fill("2099-12-31 23:59");
    // A minute on screen: the check below must not race the popup going away again.
    await form.getByRole("spinbutton", { name: "Seconds on screen" }).fill("60");
    await form.getByRole("button", { name: "Save the popup" }).click();
    await expect(page.getByText("Popup saved")).toBeVisible();
    await expectNoAxeFindings(page);

    // The popup comes 5 s after the home page opens, with the new link.
    const guest = await guestPage(browser, new URL("/", baseURL).toString());
    const popup = guest.getByRole("complementary", { name: "Special offer" });
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await expect(popup.getByRole("link")).toHaveAttribute("href", "/products?sort=price_desc");
    await guest.context().close();
  } finally {
    const { link, starts_at, ends_at, show_on, paths, duration, once, enabled } = demoPopup;
    await pageApi(page, "PUT", "/api/console/website/popup", { link, starts_at, ends_at, show_on, paths, duration, once, enabled });
  }
});
