import { expect, test, type Page } from "@playwright/test";
import { DEMO_USERS, signIn } from "./support/sign-in";
import { withStoreDatabase } from "./support/store-database";

/** A page's HTML as a guest's browser first receives it, before any script runs. */
async function guestHtml(guest: Page, url: string) {
  const response = await guest.goto(url);
  expect(response?.status()).toBe(200);
  return response!.text();
}

/** The home page's versions and draft, as the seed left them: other specs count the versions they publish. */
async function forgetHomeVersions() {
  await withStoreDatabase(async (db) => {
    const home = db.selectFrom("web_pages").select("id").where("website_id", "=", 1).where("url", "=", "/");
    await db.deleteFrom("page_versions").where("page_id", "in", home).execute();
    await db.deleteFrom("page_drafts").where("page_id", "in", home).execute();
  });
}

test("the seller writes the hero's heading in Hindi in the page editor and publishes it: a guest's /hi home page shows it, / keeps the English heading", async ({ page, browser, baseURL }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const origin = new URL(baseURL ?? "http://localhost:3100").origin;
  const heading = `इस हफ़्ते ताज़ा ${Date.now().toString(36)}`;
  const guest = await (await browser.newContext()).newPage();
  // The demo's own Hindi heading, before the seller changes it.
  expect(await guestHtml(guest, `${origin}/hi`)).toContain('aria-label="ख़ास ऑफ़र"');

  await signIn(page, DEMO_USERS.admin.phone, origin);
  await page.goto(`${origin}/page-builder`);
  await page.getByRole("link", { name: "Edit Home" }).click();
  await expect(page.getByRole("button", { name: "Publish" })).toBeVisible();
  await page.getByRole("button", { name: "Hero slider Hero" }).first().click();

  // The block's own heading, and one field per other language the website offers.
  await expect(page.getByRole("textbox", { name: "Heading", exact: true })).toHaveValue("Hero");
  await expect(page.getByRole("textbox", { name: "Heading in ಕನ್ನಡ" })).toHaveValue("ವಿಶೇಷ ಆಫರ್‌ಗಳು");
  const hindi = page.getByRole("textbox", { name: "Heading in हिन्दी" });
  await expect(hindi).toHaveValue("ख़ास ऑफ़र");
  await hindi.fill(heading);
  await expect(page.getByText("Draft saved", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/^Published: shoppers see this version now/)).toBeVisible();

  // A guest's Hindi home page has the new heading in its HTML; the English one and the Kannada one are as before.
  expect(await guestHtml(guest, `${origin}/hi`)).toContain(`aria-label="${heading}"`);
  const english = await guestHtml(guest, `${origin}/`);
  expect(english).toContain('aria-label="Hero"');
  expect(english).not.toContain(heading);
  expect(await guestHtml(guest, `${origin}/kn`)).toContain('aria-label="ವಿಶೇಷ ಆಫರ್‌ಗಳು"');

  // The page as it was, for guests too, and its history as the seed left it for the other specs.
  await page.getByRole("list", { name: "Versions" }).getByRole("button", { name: "Restore version 1" }).click();
  await expect(page.getByRole("list", { name: "Versions" }).getByRole("listitem")).toHaveCount(3);
  expect(await guestHtml(guest, `${origin}/hi`)).toContain('aria-label="ख़ास ऑफ़र"');
  await forgetHomeVersions();
  await guest.context().close();
});
