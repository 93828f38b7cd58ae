import { expect, test, type Page } from "@playwright/test";
import { sendSignedRazorpayWebhook } from "@/testing/fake-gateways/webhooks";
import { routeFakeCheckoutScripts, type FakeCashfreeMode, type FakeRazorpayMode } from "@/testing/fake-gateways/checkout-scripts";
import {
  addProduct,
  CHECKOUT_CUSTOMERS,
  emptyCart,
  FAKE_GATEWAYS_URL,
  FAKE_KEYS,
  fetchOrder,
  placeOrderByApi,
  razorpayCapturedEvent,
  setPincode,
  startRazorpay,
} from "./support/checkout";
import { seriousViolations } from "./support/axe";
import { MONITORED_SITE_URL } from "./support/monitored-site";
import { signIn } from "./support/sign-in";

// The monitored server is the one with both gateways configured (pointed at the fake gateways).
test.use({ baseURL: MONITORED_SITE_URL });
test.describe.configure({ timeout: 150_000 });

const site = (page: Page) => ({ page, site: MONITORED_SITE_URL });

/** The fake checkout.js and Cashfree SDK in place of the real ones; the mode is read when the gateway opens. */
async function fakeGateways(page: Page, modes: { razorpay?: FakeRazorpayMode; cashfree?: FakeCashfreeMode } = {}) {
  await routeFakeCheckoutScripts(page, {
    razorpay: { keySecret: FAKE_KEYS.razorpayKeySecret, gatewayUrl: FAKE_GATEWAYS_URL, mode: modes.razorpay ?? "pay" },
    cashfree: { gatewayUrl: FAKE_GATEWAYS_URL, mode: modes.cashfree ?? "pay" },
  });
}

const setRazorpayMode = (page: Page, mode: FakeRazorpayMode) => page.evaluate((value) => Object.assign(window, { __fakeRazorpayMode: value }), mode);
const setCashfreeMode = (page: Page, mode: FakeCashfreeMode) => page.evaluate((value) => Object.assign(window, { __fakeCashfreeMode: value }), mode);

async function expectSuccessPage(page: Page, orderNumber: string) {
  await expect(page).toHaveURL(new RegExp(`/order/success/${orderNumber}$`), { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Thank you! Your order has been placed." })).toBeVisible();
  await expect(page.getByText(orderNumber, { exact: true })).toBeVisible();
}

async function expectBackAtCheckoutWithPendingOrder(page: Page, order: { id: number; order_number: string }) {
  await expect(page).toHaveURL(new RegExp(`/checkout\\?pending=${order.id}$`), { timeout: 30_000 });
  const banner = page.getByRole("status", { name: "Order waiting for payment" });
  await expect(banner).toContainText(`Order ${order.order_number}`);
  await expect(banner).toContainText("is waiting for payment");
  return banner.getByRole("link", { name: "Pay now" });
}

test.describe("payments", () => {
  test("Razorpay: chosen at checkout, paid in the window, the success page shows the order", async ({ page }) => {
    await signIn(page, CHECKOUT_CUSTOMERS.payments);
    await emptyCart(site(page));
    await setPincode(site(page), "400001");
    await addProduct(site(page));
    await fakeGateways(page);

    await page.goto("/checkout");
    const razorpay = page.getByRole("radio", { name: /Razorpay/ });
    await razorpay.check();
    await expect(razorpay).toBeChecked();
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/checkout\/razorpay\/\d+$/, { timeout: 30_000 });
    const orderId = Number(new URL(page.url()).pathname.split("/").pop());
    await expect(page).toHaveURL(/\/order\/success\//, { timeout: 30_000 });
    const order = await fetchOrder(site(page), orderId);
    await expectSuccessPage(page, order.order_number);
    expect(order.payment_status).toBe("paid");
    const options = await page.evaluate(() => (window as unknown as { __fakeRazorpayOptions?: Record<string, unknown> }).__fakeRazorpayOptions);
    expect(options).toMatchObject({ currency: "INR", amount: Math.round(order.total * 100), key: "rzp_test_fake" });
  });

  test("Razorpay: closing the window goes back to checkout with the order still payable, and paying then works", async ({ page }) => {
    await signIn(page, CHECKOUT_CUSTOMERS.payments);
    const placed = await placeOrderByApi(site(page), "razorpay", "400001");
    expect(placed.next).toBe(`/checkout/razorpay/${placed.id}`);
    await fakeGateways(page, { razorpay: "dismiss" });

    await page.goto(placed.next);
    const payNow = await expectBackAtCheckoutWithPendingOrder(page, placed);
    expect((await fetchOrder(site(page), placed.id)).payment_status).not.toBe("paid");
    expect(await seriousViolations(page)).toEqual([]);

    await setRazorpayMode(page, "pay");
    await payNow.click();
    await expectSuccessPage(page, placed.order_number);
    expect((await fetchOrder(site(page), placed.id)).payment_status).toBe("paid");
    await page.goto(`/account/orders/${placed.id}`);
    await expect(page.getByRole("heading", { name: `Order ${placed.order_number}` })).toBeVisible();
    await expect(page.getByRole("status", { name: "Order waiting for payment" })).toHaveCount(0);
  });

  test("Razorpay: a payment with a bad signature is refused and the order stays unpaid", async ({ page }) => {
    await signIn(page, CHECKOUT_CUSTOMERS.payments);
    const placed = await placeOrderByApi(site(page), "razorpay", "400001");
    await fakeGateways(page, { razorpay: "bad-signature" });

    await page.goto(placed.next);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Payment could not be verified. Your order is still open: please try paying again.", { timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/checkout/razorpay/${placed.id}$`));
    expect(await seriousViolations(page)).toEqual([]);

    // The order waits in the account, with a way to pay it.
    await page.goto(`/account/orders/${placed.id}`);
    const banner = page.getByRole("status", { name: "Order waiting for payment" });
    await expect(banner).toContainText(`Order ${placed.order_number}`);
    await expect(banner.getByRole("link", { name: "Pay now" })).toHaveAttribute("href", `/checkout/razorpay/${placed.id}`);
    expect((await fetchOrder(site(page), placed.id)).payment_status).not.toBe("paid");
  });

  test("Razorpay: a failed payment says so and offers to try again", async ({ page }) => {
    await signIn(page, CHECKOUT_CUSTOMERS.payments);
    const placed = await placeOrderByApi(site(page), "razorpay", "400001");
    await fakeGateways(page, { razorpay: "fail" });

    await page.goto(placed.next);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(/Payment failed/, { timeout: 30_000 });
    await setRazorpayMode(page, "pay");
    await page.getByRole("button", { name: "Try again" }).click();
    await expectSuccessPage(page, placed.order_number);
  });

  test("Cashfree: paid on the gateway, confirmed, then the success page", async ({ page }) => {
    await signIn(page, CHECKOUT_CUSTOMERS.payments);
    const placed = await placeOrderByApi(site(page), "cashfree", "400001");
    expect(placed.next).toBe(`/checkout/cashfree/${placed.id}`);
    await fakeGateways(page);

    const confirmations: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame() && frame.url().includes(`/checkout/confirm/${placed.id}`)) confirmations.push(frame.url());
    });
    await page.goto(placed.next);
    await expectSuccessPage(page, placed.order_number);
    expect(confirmations.length).toBeGreaterThan(0);
    expect((await fetchOrder(site(page), placed.id)).payment_status).toBe("paid");
  });

  test("Cashfree: closing the payment goes back to checkout with the order still payable", async ({ page }) => {
    await signIn(page, CHECKOUT_CUSTOMERS.payments);
    const placed = await placeOrderByApi(site(page), "cashfree", "400001");
    await fakeGateways(page, { cashfree: "dismiss" });

    await page.goto(placed.next);
    const payNow = await expectBackAtCheckoutWithPendingOrder(page, placed);
    await expect(payNow).toHaveAttribute("href", `/checkout/cashfree/${placed.id}`);
    expect((await fetchOrder(site(page), placed.id)).payment_status).not.toBe("paid");

    await setCashfreeMode(page, "pay");
    await payNow.click();
    await expectSuccessPage(page, placed.order_number);
  });

  test("Cashfree: a failed payment comes back to the confirmation page, which says so and offers to pay again", async ({ page }) => {
    await signIn(page, CHECKOUT_CUSTOMERS.payments);
    const placed = await placeOrderByApi(site(page), "cashfree", "400001");
    await fakeGateways(page, { cashfree: "fail" });

    await page.goto(placed.next);
    await expect(page).toHaveURL(new RegExp(`/checkout/confirm/${placed.id}`), { timeout: 30_000 });
    // The store asks Cashfree for the order's payments: the latest attempt failed.
    await expect(page.getByText("The payment did not go through. Your order is saved: you can try paying again.")).toBeVisible({ timeout: 30_000 });
    const retry = page.getByRole("link", { name: "Try again" });
    await expect(retry).toHaveAttribute("href", `/checkout/cashfree/${placed.id}`);
    expect((await fetchOrder(site(page), placed.id)).payment_status).toBe("failed");

    await setCashfreeMode(page, "pay");
    await retry.click();
    await expectSuccessPage(page, placed.order_number);
    expect((await fetchOrder(site(page), placed.id)).payment_status).toBe("paid");
  });

  test("a Razorpay webhook delivered twice changes the order once", async ({ page }) => {
    await signIn(page, CHECKOUT_CUSTOMERS.payments);
    const placed = await placeOrderByApi(site(page), "razorpay", "400001");
    const start = await startRazorpay(site(page), placed.id);
    const body = razorpayCapturedEvent(start.order_id, `pay_e2e${Date.now()}`, start.amount);
    const target = `${MONITORED_SITE_URL}/s/api/webhooks/razorpay`;
    const eventId = `evt_e2e${Date.now()}`;

    const first = await sendSignedRazorpayWebhook(target, body, FAKE_KEYS.razorpayWebhookSecret, eventId);
    const second = await sendSignedRazorpayWebhook(target, body, FAKE_KEYS.razorpayWebhookSecret, eventId);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({ outcome: "paid" });
    expect(JSON.parse(second.body)).toMatchObject({ outcome: "duplicate" });

    const order = await fetchOrder(site(page), placed.id);
    expect(order.payment_status).toBe("paid");
    expect(order.events.filter((event) => event.note?.startsWith("Payment received"))).toHaveLength(1);
  });

  test("a webhook for a different amount leaves the order unpaid", async ({ page }) => {
    await signIn(page, CHECKOUT_CUSTOMERS.payments);
    const placed = await placeOrderByApi(site(page), "razorpay", "400001");
    const start = await startRazorpay(site(page), placed.id);
    const body = razorpayCapturedEvent(start.order_id, `pay_e2e${Date.now()}`, start.amount - 100);
    const delivery = await sendSignedRazorpayWebhook(`${MONITORED_SITE_URL}/s/api/webhooks/razorpay`, body, FAKE_KEYS.razorpayWebhookSecret, `evt_e2e${Date.now()}`);
    expect(delivery.status).toBe(200);
    expect(JSON.parse(delivery.body).outcome).not.toBe("paid");
    expect((await fetchOrder(site(page), placed.id)).payment_status).toBe("pending");

    const forged = await sendSignedRazorpayWebhook(`${MONITORED_SITE_URL}/s/api/webhooks/razorpay`, body, "not-the-webhook-secret", `evt_e2e${Date.now()}x`);
    expect(forged.status).toBe(401);
  });

  test("another customer's order cannot be paid or started", async ({ page, browser }) => {
    await signIn(page, CHECKOUT_CUSTOMERS.payments);
    const placed = await placeOrderByApi(site(page), "razorpay", "400001");

    const context = await browser.newContext({ baseURL: MONITORED_SITE_URL });
    const stranger = await context.newPage();
    try {
      await signIn(stranger, CHECKOUT_CUSTOMERS.other);
      await fakeGateways(stranger);
      const answer = await stranger.request.post(`${MONITORED_SITE_URL}/s/api/payments/razorpay/${placed.id}`, {
        headers: { "x-store-origin": MONITORED_SITE_URL, "x-csrf-token": (await context.cookies()).find((c) => c.name === "csrf_token")?.value ?? "" },
        data: {},
      });
      expect(answer.status()).toBe(404);
      await stranger.goto(`/checkout/razorpay/${placed.id}`);
      await expect(stranger.getByRole("main").getByRole("alert")).toBeVisible({ timeout: 30_000 });
      expect(await stranger.evaluate(() => (window as unknown as { __fakeRazorpayOpened?: number }).__fakeRazorpayOpened ?? 0)).toBe(0);
      await stranger.goto(`/order/success/${placed.order_number}`);
      await expect(stranger.getByRole("heading", { name: "Page not found" })).toBeVisible();
      await stranger.goto(`/checkout?pending=${placed.id}`);
      await expect(stranger.getByRole("status", { name: "Order waiting for payment" })).toHaveCount(0);
    } finally {
      await context.close();
    }
    expect((await fetchOrder(site(page), placed.id)).payment_status).toBe("pending");
  });
});
