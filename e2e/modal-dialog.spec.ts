import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./support/sites";

const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Cart, / }).filter({ visible: true }).first();

for (const site of ["default", "wholesale"] as const) {
  test.describe(`the cart panel on the ${site} website`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(site === "default" ? "/" : siteUrl(baseURL, "wholesale"));
    });

    test("while it is open the page behind is inert; Escape closes it and focus returns to the Cart button", async ({ page }) => {
      const opener = cartButton(page);
      await opener.focus();
      await page.keyboard.press("Enter");
      const panel = page.getByRole("dialog", { name: "Cart Summary" });
      await expect(panel).toBeVisible();

      // Shown with showModal(): in the top layer, every other part of the page inert.
      expect(await panel.evaluate((element) => element.matches("dialog:modal"))).toBe(true);
      expect(await opener.evaluate((element) => (element.focus(), document.activeElement === element))).toBe(false);
      for (let presses = 0; presses < 12; presses += 1) {
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest("header")))).toBe(false);
      }

      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test("a click on the dimmed page beside it closes it without following what lies under the click", async ({ page }) => {
      const url = page.url();
      await cartButton(page).click();
      const panel = page.getByRole("dialog", { name: "Cart Summary" });
      await expect(panel).toBeVisible();
      const logo = page.getByRole("banner").getByRole("link").first();
      const box = await logo.boundingBox();
      expect(box).not.toBeNull();
      await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
      await expect(panel).toBeHidden();
      expect(page.url()).toBe(url);
    });
  });
}
