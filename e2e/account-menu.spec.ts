import { expect, test, type Page } from "@playwright/test";
import { DEMO_USERS, signIn } from "./support/sign-in";

async function openAccountMenu(page: Page, firstName: string) {
  await page.getByRole("banner").getByRole("button", { name: new RegExp(firstName) }).first().click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  return menu;
}

const menuNames = async (page: Page) =>
  (await page.getByRole("menu").getByRole("menuitem").allTextContents()).map((text) => text.replace("↗", "").trim());

test("a customer's menu: Account, Orders, Addresses, then Logout", async ({ page }) => {
  await signIn(page, DEMO_USERS.customer.phone);
  await openAccountMenu(page, "Asha");
  expect(await menuNames(page)).toEqual(["Account", "Orders", "Addresses", "Logout"]);
});

test("the admin-access user's menu opens Administration, Website Settings and POS in new tabs", async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.phone);
  const menu = await openAccountMenu(page, "Meera");
  expect(await menuNames(page)).toEqual(["Account", "Orders", "Addresses", "Administration", "Website Settings", "POS", "Logout"]);
  for (const [name, href] of [
    ["Administration", "/bos/admin"],
    ["Website Settings", "/page-builder"],
    ["POS", "/pos"],
  ]) {
    const item = menu.getByRole("menuitem", { name: new RegExp(`^${name}`) });
    await expect(item).toHaveAttribute("href", href);
    await expect(item).toHaveAttribute("target", "_blank");
    await expect(item).toHaveAttribute("rel", /noopener/);
  }
});

test("the superadmin's menu adds Switch Website", async ({ page }) => {
  await signIn(page, DEMO_USERS.superadmin.phone);
  await openAccountMenu(page, "Vikram");
  const names = await menuNames(page);
  expect(names).toContain("Switch Website");
  expect(names.indexOf("Switch Website")).toBe(names.length - 2);
  await page.getByRole("menuitem", { name: "Switch Website" }).click();
  await expect(page).toHaveURL(/\/auth\/bos\/choose$/);
});
