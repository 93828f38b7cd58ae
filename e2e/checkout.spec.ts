import { expect, test, type Page } from "@playwright/test";
import { addProduct, CHECKOUT_CUSTOMERS, COFFEE, emptyCart, orderCount, setPincode } from "./support/checkout";
import { seriousViolations } from "./support/axe";
import { signIn } from "./support/sign-in";
import { fillAddressForm } from "./support/address-form";

// Several pages per test; a dev server compiles each on first use.
test.describe.configure({ timeout: 150_000 });

const header = (page: Page) => page.getByRole("banner");
const placeOrder = (page: Page) => page.getByRole("button", { name: "Place Order" });

/** Every URL the page went through, client-side navigations included. */
function visitedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

test.describe("checkout", () => {
  test("a cash-on-delivery order from an empty cart reaches the success page and the account orders", async ({ page, baseURL }) => {
    const site = { page, site: baseURL! };
    await signIn(page, CHECKOUT_CUSTOMERS.checkout);
    await emptyCart(site);

    await page.goto("/checkout");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse products" })).toHaveAttribute("href", "/products");

    await page.goto(`/products/${COFFEE.slug}`);
    await header(page).getByRole("button", { name: /Select pincode|Deliver to/ }).first().click();
    const dialog = page.getByRole("dialog", { name: "Change Location" });
    await dialog.getByRole("textbox", { name: "Pincode" }).fill("560001");
    await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "Apply" }).click()]);
    await page.getByRole("button", { name: `Add ${COFFEE.label} to cart` }).click();
    await expect(header(page).getByRole("button", { name: "Cart, 1 item" })).toBeVisible();

    await page.goto("/checkout");
    await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Checkout/);
    const address = page.getByRole("radiogroup", { name: "Delivery address" }).getByRole("radio", { name: /560001/ });
    await address.check();
    await expect(address).toBeChecked();
    const time = page.getByRole("group", { name: "Delivery time" }).getByRole("radio").first();
    await expect(time).toBeChecked();
    await page.getByRole("group", { name: "Delivery time" }).getByRole("radio").last().check();
    await expect(page.getByRole("radio", { name: "Cash on Delivery" })).toBeChecked();
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    const total = (await page.getByRole("complementary").getByRole("definition").last().textContent())!.trim();
    expect(total).toMatch(/^₹[\d,]+\.\d{2}$/);
    await page.getByRole("textbox", { name: /Order notes/ }).fill("Please ring the bell twice");
    expect(await seriousViolations(page)).toEqual([]);

    const urls = visitedUrls(page);
    await placeOrder(page).click();
    await expect(page).toHaveURL(/\/order\/success\/[A-Z]+-\d+$/, { timeout: 30_000 });
    // Cash on delivery has nothing to pay now: no payment screen ("Confirming your payment…") on the way.
    expect(urls.some((url) => /\/checkout\/confirm\/\d+$/.test(url))).toBe(false);
    await expect(page.getByRole("heading", { name: "Thank you! Your order has been placed." })).toBeVisible();
    const orderNumber = decodeURIComponent(page.url().split("/").pop()!);
    await expect(page.getByText(orderNumber, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`Order ${orderNumber}`));
    await expect(page.getByRole("region", { name: "Payment" })).toContainText(`Total${total}`);
    await expect(page.getByRole("region", { name: "Payment" }).getByText("Cash on Delivery")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(header(page).getByRole("button", { name: "Cart, 0 items" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "View order" }).click();
    await expect(page.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible({ timeout: 30_000 });
    await page.goto("/account/orders");
    await expect(page.getByRole("link", { name: new RegExp(`^Order ${orderNumber}`) })).toBeVisible();
  });

  test("a double-clicked Place Order makes exactly one order", async ({ page, baseURL }) => {
    const site = { page, site: baseURL! };
    await signIn(page, CHECKOUT_CUSTOMERS.doubleClick);
    await emptyCart(site);
    await setPincode(site, "560034");
    await addProduct(site);
    const before = await orderCount(site);

    const placeRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/s/api/checkout/place")) placeRequests.push(request.postData() ?? "");
    });
    await page.goto("/checkout");
    await expect(placeOrder(page)).toBeEnabled();
    // Two clicks in the same task, before React can re-render the button as disabled.
    await placeOrder(page).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect(page).toHaveURL(/\/order\/success\//, { timeout: 30_000 });
    expect(placeRequests).toHaveLength(1);
    expect(await orderCount(site)).toBe(before + 1);
  });

  test("an address the website does not deliver to is not chosen for the shopper; chosen, it blocks placing with its message", async ({ page, baseURL }) => {
    const site = { page, site: baseURL! };
    await signIn(page, CHECKOUT_CUSTOMERS.checkout);
    await emptyCart(site);
    await setPincode(site, "560001");
    await addProduct(site);

    await page.goto("/checkout");
    const addressChosen = () => page.getByRole("radiogroup", { name: "Delivery address" }).getByRole("radio", { checked: true });
    const served = (await addressChosen().getAttribute("aria-label")) ?? "";
    expect(served).toMatch(/, 5\d{5}$/);
    await page.getByRole("button", { name: "Add a new address" }).click();
    const form = page.getByRole("form", { name: "New address" });
    const name = `Kolkata Office ${Date.now() % 100_000}`;
    await fillAddressForm(form, { name, phone: "9876501234", line1: "7 Park Street", pincode: "700001", city: "Kolkata", state: "West Bengal" });
    // Even as the default, an address the website cannot deliver to is not chosen for the shopper.
    await form.getByRole("checkbox", { name: "Make this my default address" }).check();
    await form.getByRole("button", { name: "Add address" }).click();

    const unserved = page.getByRole("radio", { name: `Deliver to ${name}, 7 Park Street, 700001` });
    await expect(unserved).toBeVisible();
    await expect(unserved).not.toBeChecked();
    await expect(page.getByRole("radio", { name: served, exact: true })).toBeChecked();
    await unserved.check();
    await expect(page.getByTestId("cart-line")).toHaveAttribute("data-valid", "false");
    await expect(page.getByText("Not deliverable to 700001").first()).toBeVisible();
    await expect(placeOrder(page)).toBeDisabled();
    const summary = page.getByRole("complementary", { name: "Order summary" });
    await expect(summary.getByText("We do not deliver to 700001 — choose another address")).toBeVisible();
    await expect(summary.getByText("Some items cannot be delivered; remove them to check out")).toHaveCount(0);
    await expect(summary.getByText("Your total shows once every item can be ordered.")).toBeVisible();
    await expect(summary.getByText("₹0.00")).toHaveCount(0);

    await page.getByRole("radio", { name: served, exact: true }).check();
    await expect(page.getByTestId("cart-line")).toHaveAttribute("data-valid", "true");
    await expect(placeOrder(page)).toBeEnabled();

    // Opened again with the unserved address as the default, checkout starts with one it delivers to.
    await page.reload();
    await expect(addressChosen()).toHaveAttribute("aria-label", /, 5\d{5}$/);
    await expect(unserved).not.toBeChecked();
    await expect(placeOrder(page)).toBeEnabled();
    // The customer's served address is their default again for the other tests.
    await page.goto("/account/addresses");
    await page.getByRole("listitem").filter({ hasText: served.replace(/^Deliver to /, "").split(",")[0] }).filter({ hasText: "560001" }).getByRole("button", { name: "Set as default" }).first().click();
    await expect(page.getByRole("listitem").filter({ hasText: name }).getByRole("button", { name: "Set as default" })).toBeVisible();
  });

  test("a guest on /checkout lands on the login page", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});
