import { expect, test, type Page } from "@playwright/test";
import { DEMO_USERS, signIn } from "./support/sign-in";

const heart = (page: Page, state: "Save" | "Saved", productName: string) =>
  page.getByRole("button", { name: `${state} ${productName} to wishlist` }).first();

test("a signed-in customer creates a wishlist and toggles a product in and out of it", async ({ page }) => {
  await signIn(page, DEMO_USERS.customer.phone);
  await page.goto("/products?sort=name");
  const firstHeart = page.getByRole("button", { name: /^Save .+ to wishlist$/ }).first();
  const productName = (await firstHeart.getAttribute("aria-label"))!.replace(/^Save /, "").replace(/ to wishlist$/, "");
  // The heart says it opens a dialog once the page has hydrated and knows the shopper is signed in.
  await expect(firstHeart).toHaveAttribute("aria-haspopup", "dialog");

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

test("a customer's saved product shows on /account/wishlist, goes into the cart and is removed", async ({ page }) => {
  await signIn(page, DEMO_USERS.customer.phone);
  await page.goto("/products?sort=name");
  const firstHeart = page.getByRole("button", { name: /^Save .+ to wishlist$/ }).first();
  const productName = (await firstHeart.getAttribute("aria-label"))!.replace(/^Save /, "").replace(/ to wishlist$/, "");
  // The heart says it opens a dialog once the page has hydrated and knows the shopper is signed in.
  await expect(firstHeart).toHaveAttribute("aria-haspopup", "dialog");
  await firstHeart.click();
  const dialog = page.getByRole("dialog", { name: "Add Products In Wishlist" });
  await dialog.getByRole("button", { name: "Default" }).click();
  await expect(heart(page, "Saved", productName)).toBeVisible();

  await page.goto("/account/wishlist");
  await expect(page.getByRole("heading", { name: "My wishlist", level: 1 })).toBeVisible();
  const defaultList = page.getByRole("region", { name: "Default" });
  const item = defaultList.getByRole("listitem").filter({ has: page.getByRole("link", { name: productName, exact: true }) });
  await expect(item).toBeVisible();
  await expect(item.getByRole("link", { name: productName, exact: true })).toHaveAttribute("href", /^\/products\/[a-z0-9-]+$/);
  await expect(item.getByText(/₹/).first()).toBeVisible();

  const cart = page.getByRole("banner").getByRole("button", { name: /^Cart, \d+ items?$/ }).first();
  const before = Number((await cart.getAttribute("aria-label"))!.match(/\d+/)![0]);
  await item.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Added to cart")).toBeVisible();
  await expect(cart).toHaveAccessibleName(`Cart, ${before + 1} ${before + 1 === 1 ? "item" : "items"}`);

  await item.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Removed from your wishlist")).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(defaultList.getByText("No products in this list yet.")).toBeVisible();
  await expect(defaultList.getByRole("link", { name: "Browse products" })).toHaveAttribute("href", "/products");

  await page.reload();
  await expect(page.getByRole("region", { name: "Default" }).getByRole("link", { name: productName, exact: true })).toHaveCount(0);
});

test("the dialog shows which lists hold the product, and each button says what it will do", async ({ page }) => {
  const productName = "Chai Bagan Filter Coffee";
  await signIn(page, "9876543217");
  await page.goto("/products/chai-bagan-filter-coffee");
  const dialog = page.getByRole("dialog", { name: "Add Products In Wishlist" });
  const openDialog = async (state: "Save" | "Saved") => {
    await heart(page, state, productName).click();
    await expect(dialog).toBeVisible();
  };

  await openDialog("Save");
  const listName = `Office pantry ${Date.now().toString(36)}`;
  await dialog.getByRole("button", { name: "Create Another Wishlist" }).click();
  await dialog.getByRole("textbox", { name: "Wishlist name" }).fill(listName);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByRole("button", { name: `Save to ${listName}`, exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Save to Default", exact: true }).click();
  await expect(dialog).toBeHidden();

  await openDialog("Saved");
  const held = dialog.getByRole("button", { name: "Remove from Default", exact: true });
  await expect(held).toContainText("Saved here");
  await expect(dialog.getByRole("button", { name: `Save to ${listName}`, exact: true })).not.toContainText("Saved here");
  await dialog.getByRole("button", { name: `Save to ${listName}`, exact: true }).click();
  await expect(dialog).toBeHidden();

  await openDialog("Saved");
  await expect(dialog.getByRole("button", { name: `Remove from ${listName}`, exact: true })).toContainText("Saved here");
  await dialog.getByRole("button", { name: "Remove from Default", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(heart(page, "Saved", productName)).toHaveAttribute("aria-pressed", "true");

  await openDialog("Saved");
  await expect(dialog.getByRole("button", { name: "Save to Default", exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: `Remove from ${listName}`, exact: true })).toBeVisible();
});
