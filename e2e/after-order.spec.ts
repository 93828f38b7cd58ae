import { expect, test, type Page } from "@playwright/test";
import { apiGet, apiPost, FAKE_GATEWAYS_URL, fetchOrder, placeOrderByApi, startRazorpay, type OrderDetail } from "./support/checkout";
import { MONITORED_SITE_URL } from "./support/monitored-site";
import { signIn } from "./support/sign-in";

// The monitored server has both (fake) gateways and OPERATOR_TOKEN configured.
test.use({ baseURL: MONITORED_SITE_URL });
test.describe.configure({ timeout: 150_000 });

/** Meera orders to her Mumbai address (400001): the Karnataka seller's invoice charges IGST. */
const MEERA = "9876543212";
const RAHUL = "9876543215";
const OPERATOR_TOKEN = "e2e-operator-token";

const site = (page: Page) => ({ page, site: MONITORED_SITE_URL });

type Timeline = OrderDetail & { documents: { kind: string; number: string; href: string }[] };
const orderOf = (page: Page, id: number) => apiGet<Timeline>(site(page), `/api/account/orders/${id}`);

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function paidRazorpayOrder(page: Page) {
  const placed = await placeOrderByApi(site(page), "razorpay", "400001");
  const start = await startRazorpay(site(page), placed.id);
  const paid = await postJson(`${FAKE_GATEWAYS_URL}/v1/__test/orders/${start.order_id}/pay`, {});
  expect((await apiPost(site(page), `/api/payments/razorpay/${placed.id}/verify`, paid.json)).ok()).toBe(true);
  return placed;
}

async function paidCashfreeOrder(page: Page) {
  const placed = await placeOrderByApi(site(page), "cashfree", "400001");
  const start = (await (await apiPost(site(page), `/api/payments/cashfree/${placed.id}`, {})).json()) as { payment_session_id: string };
  await postJson(`${FAKE_GATEWAYS_URL}/pg/__test/sessions/${start.payment_session_id}/pay`, {});
  expect((await apiPost(site(page), `/api/payments/${placed.id}/confirm`, {})).ok()).toBe(true);
  return placed;
}

async function cancelOnOrderPage(page: Page, id: number, reason: string) {
  await page.goto(`/account/orders/${id}`);
  await page.getByRole("button", { name: "Cancel this order" }).click();
  await page.getByLabel("Reason").selectOption(reason);
  await page.getByRole("button", { name: "Confirm cancellation" }).click();
}

const paymentStatus = (page: Page) => page.getByRole("region", { name: "Payment summary" });

/** The gateway's refund id, from the timeline note the store wrote when the refund was created. */
async function gatewayRefundId(page: Page, id: number) {
  const note = (await orderOf(page, id)).events.map((event) => event.note ?? "").find((text) => text.startsWith("Refund of"));
  expect(note, "a refund was created at the gateway").toBeTruthy();
  return note!.split(" ").at(-1)!;
}

test.describe("after the order", () => {
  test("a cash order is cancelled from its page with a reason", async ({ page }) => {
    await signIn(page, MEERA);
    const placed = await placeOrderByApi(site(page), "cod", "400001");
    await cancelOnOrderPage(page, placed.id, "Ordered by mistake");
    await expect(page.getByText("Your order has been cancelled.")).toBeVisible();
    await expect(page.getByText("Cancelled by the customer: Ordered by mistake")).toBeVisible();
    // Cash was never taken: the order does not read as waiting for payment.
    const payment = page.getByRole("region", { name: "Payment summary" });
    await expect(payment.getByText("Not charged (order cancelled)")).toBeVisible();
    await expect(payment.getByText("Pending")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Cancel this order" })).toHaveCount(0);
    expect((await fetchOrder(site(page), placed.id)).status).toBe("cancelled");
  });

  test("an operator moves an order along; the customer downloads the invoice, sees the timeline and gets help with the order number", async ({ page }) => {
    await signIn(page, MEERA);
    const placed = await placeOrderByApi(site(page), "cod", "400001");
    for (const status of ["confirmed", "packed"]) {
      const moved = await postJson(`${MONITORED_SITE_URL}/s/api/operator/orders/${placed.id}/status`, { status }, { authorization: `Bearer ${OPERATOR_TOKEN}` });
      expect(moved.status).toBe(200);
    }
    await page.goto(`/account/orders/${placed.id}`);
    await expect(page.getByText("Items packed at the warehouse")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel this order" })).toHaveCount(0);

    const invoice = page.getByRole("link", { name: /^Download tax invoice AS\/\d{4}\/\d{6} \(PDF\)$/ });
    const download = page.waitForEvent("download");
    await invoice.click();
    expect((await download).suggestedFilename()).toMatch(/^AS-\d{4}-\d{6}\.pdf$/);

    const help = page.getByRole("region", { name: "Need help?" });
    await expect(help.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute("href", new RegExp(`^https://wa\\.me/919845001234\\?text=.*${placed.order_number}`));
    await expect(help.getByRole("link", { name: /^Email / })).toHaveAttribute("href", new RegExp(`subject=Help%20with%20order%20${placed.order_number}`));

    await page.goto(`/order/success/${placed.order_number}`);
    await expect(page.getByRole("link", { name: /^Download tax invoice / })).toBeVisible();
  });

  test("a paid Razorpay order: cancelled, refund created at Razorpay, its webhook shows Refunded, a duplicate changes nothing", async ({ page }) => {
    await signIn(page, MEERA);
    const placed = await paidRazorpayOrder(page);
    await cancelOnOrderPage(page, placed.id, "Found a better price elsewhere");
    await expect(page.getByText("Your order has been cancelled. Your refund has been initiated.")).toBeVisible();
    await expect(paymentStatus(page)).toContainText("Refund initiated");
    await expect(page.getByRole("link", { name: /^Download credit note AS\/C\d{4}\/\d{5} \(PDF\)$/ })).toBeVisible();

    const refundId = await gatewayRefundId(page, placed.id);
    expect(refundId).toMatch(/^rfnd_/);
    const webhook = `${MONITORED_SITE_URL}/s/api/webhooks/razorpay`;
    const processed = await postJson(`${FAKE_GATEWAYS_URL}/v1/__test/refunds/${refundId}/process`, { webhook_url: webhook });
    expect(processed.json.delivery).toEqual({ status: 200, body: JSON.stringify({ outcome: "refunded" }) });
    await page.reload();
    await expect(paymentStatus(page)).toContainText("Refunded");
    const events = (await orderOf(page, placed.id)).events.length;

    const duplicate = await postJson(`${FAKE_GATEWAYS_URL}/v1/__test/refunds/${refundId}/process`, { webhook_url: webhook });
    expect(duplicate.json.delivery).toEqual({ status: 200, body: JSON.stringify({ outcome: "duplicate" }) });
    expect((await orderOf(page, placed.id)).events).toHaveLength(events);
  });

  test("a paid Cashfree order: cancelled, refund created at Cashfree, REFUND_STATUS_WEBHOOK shows Refunded, a duplicate changes nothing", async ({ page }) => {
    await signIn(page, MEERA);
    const placed = await paidCashfreeOrder(page);
    await cancelOnOrderPage(page, placed.id, "The delivery slot does not suit me");
    await expect(paymentStatus(page)).toContainText("Refund initiated");

    const refundId = await gatewayRefundId(page, placed.id);
    const webhook = `${MONITORED_SITE_URL}/s/api/webhooks/cashfree`;
    const processed = await postJson(`${FAKE_GATEWAYS_URL}/pg/__test/refunds/${refundId}/process`, { webhook_url: webhook });
    expect(processed.json.delivery).toEqual({ status: 200, body: JSON.stringify({ outcome: "refunded" }) });
    await page.reload();
    await expect(paymentStatus(page)).toContainText("Refunded");
    const events = (await orderOf(page, placed.id)).events.length;
    const duplicate = await postJson(`${FAKE_GATEWAYS_URL}/pg/__test/refunds/${refundId}/process`, { webhook_url: webhook });
    expect(duplicate.json.delivery).toEqual({ status: 200, body: JSON.stringify({ outcome: "duplicate" }) });
    expect((await orderOf(page, placed.id)).events).toHaveLength(events);
  });

  test("another customer can neither download the invoice nor cancel (404)", async ({ page, browser }) => {
    await signIn(page, MEERA);
    const placed = await paidRazorpayOrder(page);
    const invoice = (await orderOf(page, placed.id)).documents.find((document) => document.kind === "invoice")!;
    expect(invoice).toBeTruthy();

    const other = await browser.newPage({ baseURL: MONITORED_SITE_URL });
    await signIn(other, RAHUL);
    const download = await other.request.get(`${MONITORED_SITE_URL}${invoice.href}`);
    expect(download.status()).toBe(404);
    const cancel = await apiPost(site(other), `/api/account/orders/${placed.id}/cancel`, { reason: "Ordered by mistake" });
    expect(cancel.status()).toBe(404);
    expect((await fetchOrder(site(page), placed.id)).status).toBe("confirmed");
    await other.close();
  });
});
