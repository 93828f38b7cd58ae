import { expect, test, type Page } from "@playwright/test";
import { DEMO_USERS, signIn } from "./support/sign-in";

const heart = (page: Page, state: "Save" | "Saved", productName: string) =>
  page.getByRole("button", { name: `${state} ${productName} to wishlist` }).first();

test("a signed-in customer creates a wishlist and toggles a product in and out of it", async ({ page }) => {
  await signIn(page, DEMO_USERS.customer.phone);
  await page.goto("/products?sort=name");
  const firstHeart = page.getByRole("button", { name: /^Save .+ to wishlist$/ }).first();
  const productName = (await firstHeart.getAttribute("aria-label"))!.replace(/^Save /, "").replace(/ to wishlist$/, "");

  await firstHeart.click();
  const dialog = page.getByRole("dialog", { name: "Add Products In Wishlist" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Default" })).toBeVisible();

  const listName = `Monthly staples ${Date.now().toString(36)}`;
  await dialog.getByRole("button", { name: "Create Another Wishlist" }).click();
  await dialog.getByRole("textbox", { name: "Wishlist name" }).fill(listName);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Wishlist added successfully")).toBeVisible();

  await dialog.getByRole("button", { name: listName }).click();
  await expect(dialog).toBeHidden();
  await expect(heart(page, "Saved", productName)).toHaveAttribute("aria-pressed", "true");

  await page.reload();
  await expect(heart(page, "Saved", productName)).toBeVisible();

  await heart(page, "Saved", productName).click();
  await dialog.getByRole("button", { name: listName }).click();
  await expect(heart(page, "Save", productName)).toHaveAttribute("aria-pressed", "false");
});

test("a guest pressing the heart is sent to log in", async ({ page }) => {
  await page.goto("/products?sort=name");
  await page.getByRole("button", { name: /^Save .+ to wishlist$/ }).first().click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
