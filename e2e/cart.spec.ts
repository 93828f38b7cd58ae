import { expect, test, type Page } from "@playwright/test";
import { addProduct, setPincode as setPincodeByApi } from "./support/checkout";

/** Seeded retail product whose first pack (500 g) costs ₹332.00. */
const COFFEE = { slug: "chai-bagan-filter-coffee", label: "Chai Bagan Filter Coffee, 500 g" };

const header = (page: Page) => page.getByRole("banner");
const cartButton = (page: Page, count: number) =>
  header(page).getByRole("button", { name: `Cart, ${count} ${count === 1 ? "item" : "items"}` });
const panel = (page: Page) => page.getByRole("dialog", { name: "Cart Summary" });

async function openPanel(page: Page, count: number) {
  await cartButton(page, count).click();
  await expect(panel(page)).toBeVisible();
  return panel(page);
}

/** Opens Change Location from the header and types the pincode; answers the dialog and its Apply button. */
async function enterPincode(page: Page, pincode: string) {
  await header(page).getByRole("button", { name: /Select pincode|Deliver to/ }).first().click();
  const dialog = page.getByRole("dialog", { name: "Change Location" });
  await dialog.getByRole("textbox", { name: "Pincode" }).fill(pincode);
  return { dialog, apply: dialog.getByRole("button", { name: "Apply" }) };
}

async function setPincode(page: Page, pincode: string) {
  const { apply } = await enterPincode(page, pincode);
  await Promise.all([page.waitForEvent("load"), apply.click()]);
  await expect(header(page).getByRole("button", { name: `Deliver to ${pincode}` }).first()).toBeVisible();
}

test.describe("cart", () => {
  test("an empty cart says so, and asks for a pincode before checkout", async ({ page }) => {
    await page.goto("/");
    const summary = await openPanel(page, 0);
    await expect(summary.getByText("Empty Cart")).toBeVisible();
    await expect(summary.getByText("Your cart is empty")).toBeVisible();
    await expect(summary.getByText("Delivery Pincode Required")).toBeVisible();
  });

  test("a guest adds from a card and a product page, is stopped by the pincode notice, then can continue", async ({ page }) => {
    await page.goto("/products");
    const card = page.getByTestId("product-card").first();
    await card.getByRole("button", { name: /^Add .+ to cart$/ }).click();
    await expect(cartButton(page, 1)).toBeVisible();
    await card.getByRole("button", { name: "Increase quantity" }).click();
    await expect(cartButton(page, 2)).toBeVisible();
    await expect(card.getByRole("status")).toHaveText(/2/);
    await card.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(cartButton(page, 1)).toBeVisible();

    await page.goto(`/products/${COFFEE.slug}`);
    await page.getByRole("button", { name: `Add ${COFFEE.label} to cart` }).click();
    await expect(cartButton(page, 2)).toBeVisible();
    await expect(page.getByRole("group", { name: `Quantity of ${COFFEE.label}` })).toBeVisible();

    let summary = await openPanel(page, 2);
    await expect(summary.getByTestId("cart-line")).toHaveCount(2);
    await expect(summary.getByText("Delivery Pincode Required")).toBeVisible();
    await expect(summary.getByText("Please select your delivery pincode to proceed to checkout")).toBeVisible();
    await expect(summary.getByRole("button", { name: "Continue to Checkout" })).toBeDisabled();
    await expect(summary.getByRole("link", { name: "Continue to Checkout" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(summary).toBeHidden();

    await setPincode(page, "560001");
    summary = await openPanel(page, 2);
    await expect(summary.getByText("Delivery Pincode Required")).toHaveCount(0);
    await expect(summary.getByRole("link", { name: "Continue to Checkout" })).toHaveAttribute("href", "/checkout");
    await expect(summary.getByText(/^Delivery (Mon|Tue|Wed|Thu|Fri|Sat|Sun), /)).toBeVisible();
    await expect(summary.getByText(/more for free delivery|Free delivery/).first()).toBeVisible();
    await expect(summary.getByRole("definition").last()).toHaveText(/^₹[\d,]+\.\d{2}$/);
  });

  test("an unserved pincode keeps the dialog open with the server's message and changes nothing", async ({ page }) => {
    await page.goto(`/products/${COFFEE.slug}`);
    await page.getByRole("button", { name: `Add ${COFFEE.label} to cart` }).click();
    await expect(cartButton(page, 1)).toBeVisible();
    await setPincode(page, "560001");

    const { dialog, apply } = await enterPincode(page, "700001");
    await apply.click();
    await expect(dialog.getByText("Sorry, we do not deliver to 700001 yet")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(header(page).getByRole("button", { name: "Deliver to 560001" }).first()).toBeVisible();
    const summary = await openPanel(page, 1);
    await expect(summary.getByTestId("cart-line")).toHaveAttribute("data-valid", "true");
    await expect(summary.getByText("Items total").locator("xpath=following-sibling::dd[1]")).toHaveText("₹332.00");
    await expect(summary.getByRole("link", { name: "Continue to Checkout" })).toBeVisible();
  });

  test("a guest's unserved pincode is not remembered", async ({ page }) => {
    await page.goto("/");
    const { dialog, apply } = await enterPincode(page, "700001");
    await apply.click();
    await expect(dialog.getByText("Sorry, we do not deliver to 700001 yet")).toBeVisible();
    await page.reload();
    await expect(header(page).getByRole("button", { name: "Select pincode" }).first()).toBeVisible();
  });

  test("a cart emptied line by line offers shopping, not checkout", async ({ page }) => {
    await page.goto(`/products/${COFFEE.slug}`);
    await page.getByRole("button", { name: `Add ${COFFEE.label} to cart` }).click();
    await expect(cartButton(page, 1)).toBeVisible();
    await setPincode(page, "560001");
    const summary = await openPanel(page, 1);
    await expect(summary.getByRole("link", { name: "Continue to Checkout" })).toBeVisible();
    await summary.getByRole("button", { name: `Remove ${COFFEE.label} from cart` }).click();
    await expect(summary.getByText("Your cart is empty")).toBeVisible();
    await expect(summary.getByRole("link", { name: "Continue to Checkout" })).toHaveCount(0);
    await expect(summary.getByRole("button", { name: "Continue to Checkout" })).toHaveCount(0);
    await expect(summary.getByRole("alert")).toHaveCount(0);
    await summary.getByRole("link", { name: "Continue shopping" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(summary).toBeHidden();
  });

  test("the pincode dialog wants at least 6 characters", async ({ page }) => {
    await page.goto("/");
    const { dialog, apply } = await enterPincode(page, "123");
    await apply.click();
    await expect(dialog.getByText("Please enter a valid pincode")).toBeVisible();
  });

  test("the pincode dialog shows the server's refusal", async ({ page }) => {
    await page.goto("/");
    const { dialog, apply } = await enterPincode(page, "012345");
    await apply.click();
    await expect(dialog.getByText("Please enter a valid 6-digit pincode")).toBeVisible();
  });

  test("WELCOME10 is refused below ₹500 with the amount still needed, and applies above it", async ({ page }) => {
    await page.goto(`/products/${COFFEE.slug}`);
    await page.getByRole("button", { name: `Add ${COFFEE.label} to cart` }).click();
    const summary = await openPanel(page, 1);
    const code = summary.getByRole("textbox", { name: "Coupon code" });
    await code.fill("WELCOME10");
    await summary.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(summary.getByText("Add ₹168.00 more to use WELCOME10")).toBeVisible();

    await summary.getByRole("group", { name: `Quantity of ${COFFEE.label}` }).getByRole("button", { name: "Increase quantity" }).click();
    await expect(cartButton(page, 2)).toBeVisible();
    await expect(summary.getByText("Add ₹168.00 more to use WELCOME10")).toHaveCount(0);
    await code.fill("welcome10");
    await summary.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(summary.getByText("WELCOME10 applied")).toBeVisible();
    await expect(summary.getByText("−₹66.40")).toBeVisible();

    await summary.getByRole("button", { name: "Remove coupon" }).click();
    await expect(summary.getByRole("textbox", { name: "Coupon code" })).toBeVisible();
    await expect(summary.getByText("−₹66.40")).toHaveCount(0);
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px, + stops at the line limit with the reason, and a refused add shows one toast clear of checkout`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 844 });
      const site = { page, site: baseURL! };
      await page.goto(`/products/${COFFEE.slug}`);
      await setPincodeByApi(site, "560001");
      for (let unit = 0; unit < 19; unit += 1) await addProduct(site);
      await page.reload();
      const summary = await openPanel(page, 19);
      const stepper = summary.getByRole("group", { name: `Quantity of ${COFFEE.label}` });
      const increase = stepper.getByRole("button", { name: "Increase quantity" });
      const adds: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith("/s/api/cart/add")) adds.push(request.url());
      });

      await increase.click();
      await expect(cartButton(page, 20)).toBeVisible();
      await expect(increase).toHaveAttribute("aria-disabled", "true");
      await expect(increase).toHaveAccessibleDescription("You can add at most 20 of this item");
      await expect(summary.getByText("You can add at most 20 of this item")).toBeVisible();
      // Playwright waits for an aria-disabled control to enable; a shopper's tap does not wait.
      await increase.click({ force: true });
      await stepper.getByRole("button", { name: "Decrease quantity" }).click();
      await expect(cartButton(page, 19)).toBeVisible();
      expect(adds).toHaveLength(1);
      await expect(page.getByRole("alert").filter({ hasText: "You can add at most 20 of this item" })).toHaveCount(0);

      // Another tab takes the line to 20: this panel still offers +, and the server refuses each press.
      await addProduct(site);
      let refusals = 0;
      page.on("response", (response) => {
        if (response.url().endsWith("/s/api/cart/add") && response.status() === 400) refusals += 1;
      });
      for (let press = 0; press < 3; press += 1) await increase.click();
      await expect.poll(() => refusals).toBe(3);
      const toast = page.getByRole("alert").filter({ hasText: "You can add at most 20 of this item" });
      await expect(toast).toHaveCount(1);
      const checkout = summary.getByRole("link", { name: "Continue to Checkout" });
      const [toastBox, checkoutBox] = [await toast.boundingBox(), await checkout.boundingBox()];
      const overlaps =
        toastBox!.x < checkoutBox!.x + checkoutBox!.width &&
        checkoutBox!.x < toastBox!.x + toastBox!.width &&
        toastBox!.y < checkoutBox!.y + checkoutBox!.height &&
        checkoutBox!.y < toastBox!.y + toastBox!.height;
      expect(overlaps, `toast ${JSON.stringify(toastBox)} over checkout ${JSON.stringify(checkoutBox)}`).toBe(false);
    });
  }
});
