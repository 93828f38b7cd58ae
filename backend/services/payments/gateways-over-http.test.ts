import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { fakeCashfreeSdkScript, fakeRazorpayCheckoutScript } from "@/testing/fake-gateways/checkout-scripts";
import { startFakeGateways, type FakeGateways } from "@/testing/fake-gateways/server";
import * as cashfree from "./cashfree";
import { readCashfreeConfig, readRazorpayConfig, type CashfreeConfig, type RazorpayConfig } from "./config";
import * as razorpay from "./razorpay";
import { cashfreeOrderSignal, cashfreeSignal, razorpaySignal, reconcilePayment, type StoredPayment } from "./reconcile";

/** The clients against the fake gateways over real HTTP, and the fakes' signed webhooks against our verifiers. */

const keys = {
  razorpay: { keyId: "rzp_test_fake", keySecret: "rzp_fake_secret", webhookSecret: "rzp_fake_webhook_secret" },
  cashfree: { clientId: "cf_fake_client", clientSecret: "cf_fake_secret" },
};

const customer = { customer_id: "user_1", customer_phone: "9876543210" };

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs a fake browser script against a stub window, in this realm so Web Crypto and fetch are the real ones. */
function runScript(script: string, window: Record<string, unknown>) {
  new Function("window", script)(window);
  return window;
}

let gateways: FakeGateways;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let razorpayConfig: RazorpayConfig;
let cashfreeConfig: CashfreeConfig;

beforeAll(async () => {
  jest.spyOn(console, "warn").mockImplementation(() => {});
  gateways = await startFakeGateways({ port: 0, ...keys });
  receiver = await startReceiver();
  razorpayConfig = readRazorpayConfig({
    RAZORPAY_KEY_ID: keys.razorpay.keyId,
    RAZORPAY_KEY_SECRET: keys.razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: keys.razorpay.webhookSecret,
    RAZORPAY_API_BASE: gateways.razorpayApiBase,
  })!;
  cashfreeConfig = readCashfreeConfig({
    CASHFREE_CLIENT_ID: keys.cashfree.clientId,
    CASHFREE_CLIENT_SECRET: keys.cashfree.clientSecret,
    CASHFREE_API_BASE: gateways.cashfreeApiBase,
  })!;
});

afterAll(async () => {
  await gateways.close();
  await receiver.close();
  jest.restoreAllMocks();
});

beforeEach(() => {
  receiver.received.length = 0;
});

const lastDelivery = () => receiver.received[receiver.received.length - 1];

describe("Razorpay over HTTP", () => {
  it("creates and fetches an order", async () => {
    const order = await razorpay.createRazorpayOrder({ amountPaise: 12350, receipt: "SO-1", notes: { order_number: "SO-1" } }, { config: razorpayConfig });
    expect(order).toMatchObject({ id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/), amount: 12350, currency: "INR", receipt: "SO-1", status: "created" });
    expect(gateways.razorpayOrders.get(order.id)?.notes).toEqual({ order_number: "SO-1" });
    await expect(razorpay.getRazorpayOrder(order.id, { config: razorpayConfig })).resolves.toMatchObject({ id: order.id, amount_paid: 0 });
  });

  it("is refused with the wrong key secret or an unknown order", async () => {
    const wrong = { ...razorpayConfig, keySecret: "nope" };
    await expect(razorpay.createRazorpayOrder({ amountPaise: 100, receipt: "r" }, { config: wrong })).rejects.toMatchObject({ status: 401, message: "Authentication failed" });
    await expect(razorpay.getRazorpayOrder("order_missing", { config: razorpayConfig })).rejects.toMatchObject({ status: 400, message: "The id provided does not exist" });
  });

  it("delivers webhooks our verifier accepts, and reconciles them", async () => {
    const order = await razorpay.createRazorpayOrder({ amountPaise: 50000, receipt: "SO-2" }, { config: razorpayConfig });
    const stored: StoredPayment = { amountPaise: 50000, status: "pending", gatewayOrderId: order.id, processedEventIds: [] };

    const delivery = await gateways.sendRazorpayWebhook(receiver.url, { type: "payment.captured", orderId: order.id, eventId: "evt_fake_1" });
    expect(delivery.status).toBe(200);
    const { headers, body } = lastDelivery();
    expect(razorpay.verifyWebhookSignature(body, headers["x-razorpay-signature"], keys.razorpay.webhookSecret)).toBe(true);
    const event = razorpay.parseWebhookEvent(body, headers["x-razorpay-event-id"] as string);
    expect(event).toMatchObject({ type: "payment.captured", eventId: "evt_fake_1", payment: { orderId: order.id, amountPaise: 50000 } });
    expect(reconcilePayment(stored, razorpaySignal(event)!)).toMatchObject({ action: "mark-paid", eventId: "evt_fake_1" });
    expect(gateways.razorpayOrders.get(order.id)?.status).toBe("paid");

    await gateways.sendRazorpayWebhook(receiver.url, { type: "order.paid", orderId: order.id, amount: 49999 });
    const tampered = razorpay.parseWebhookEvent(lastDelivery().body);
    expect(reconcilePayment(stored, razorpaySignal(tampered)!)).toMatchObject({ action: "reject", reason: "amount-mismatch" });

    await gateways.sendRazorpayWebhook(receiver.url, { type: "payment.failed", orderId: order.id }, { signature: "0".repeat(64) });
    expect(razorpay.verifyWebhookSignature(lastDelivery().body, lastDelivery().headers["x-razorpay-signature"], keys.razorpay.webhookSecret)).toBe(false);
  });
});

describe("Cashfree over HTTP", () => {
  it("creates, fetches and refuses a duplicate order id", async () => {
    const created = await cashfree.createCashfreeOrder(
      { orderId: "SO-3001", amountRupees: 123.5, customer, returnUrl: "http://localhost:3100/checkout/cashfree/SO-3001?order_id={order_id}" },
      { config: cashfreeConfig },
    );
    expect(created).toMatchObject({ order_id: "SO-3001", order_amount: 123.5, order_status: "ACTIVE", payment_session_id: expect.stringMatching(/^session_/) });
    expect(gateways.requests.at(-1)?.headers["x-api-version"]).toBe("2023-08-01");
    await expect(cashfree.getCashfreeOrder("SO-3001", { config: cashfreeConfig })).resolves.toMatchObject({ cf_order_id: created.cf_order_id, order_status: "ACTIVE" });
    await expect(
      cashfree.createCashfreeOrder({ orderId: "SO-3001", amountRupees: 1, customer, returnUrl: "http://localhost/x" }, { config: cashfreeConfig }),
    ).rejects.toMatchObject({ status: 409, code: "order_already_exists" });
  });

  it("is refused with the wrong secret or an unknown order", async () => {
    await expect(cashfree.getCashfreeOrder("SO-3001", { config: { ...cashfreeConfig, clientSecret: "nope" } })).rejects.toMatchObject({ status: 401, message: "authentication Failed" });
    await expect(cashfree.getCashfreeOrder("SO-missing", { config: cashfreeConfig })).rejects.toMatchObject({ status: 404, code: "order_not_found" });
  });

  it("delivers webhooks our verifier accepts, and reconciles them", async () => {
    await cashfree.createCashfreeOrder({ orderId: "SO-3002", amountRupees: 250, customer, returnUrl: "http://localhost/r" }, { config: cashfreeConfig });
    const stored: StoredPayment = { amountPaise: 25000, status: "pending", gatewayOrderId: "SO-3002", processedEventIds: [] };

    await gateways.sendCashfreeWebhook(receiver.url, { type: "PAYMENT_SUCCESS_WEBHOOK", orderId: "SO-3002", cfPaymentId: 777 });
    const { headers, body } = lastDelivery();
    expect(cashfree.verifyWebhookSignature(body, headers["x-webhook-timestamp"], headers["x-webhook-signature"], keys.cashfree.clientSecret)).toBe(true);
    const event = cashfree.parseWebhookEvent(body);
    expect(event).toMatchObject({ type: "PAYMENT_SUCCESS_WEBHOOK", orderId: "SO-3002", orderAmountPaise: 25000, cfPaymentId: "777", paymentStatus: "SUCCESS" });
    expect(reconcilePayment(stored, cashfreeSignal(event)!)).toMatchObject({ action: "mark-paid", paymentId: "777" });
    await expect(cashfree.getCashfreeOrder("SO-3002", { config: cashfreeConfig })).resolves.toMatchObject({ order_status: "PAID" });

    await gateways.sendCashfreeWebhook(receiver.url, { type: "PAYMENT_FAILED_WEBHOOK", orderId: "SO-3002" }, { signature: "A".repeat(43) + "=" });
    expect(cashfree.verifyWebhookSignature(lastDelivery().body, lastDelivery().headers["x-webhook-timestamp"], lastDelivery().headers["x-webhook-signature"], keys.cashfree.clientSecret)).toBe(false);
  });
});

describe("fake browser scripts", () => {
  it("Razorpay 'pay' hands the handler a signature the store accepts for the order it created", async () => {
    const order = await razorpay.createRazorpayOrder({ amountPaise: 9900, receipt: "SO-4" }, { config: razorpayConfig });
    const window = runScript(fakeRazorpayCheckoutScript({ keySecret: keys.razorpay.keySecret, gatewayUrl: gateways.url }), {});
    const RazorpayCheckout = window.Razorpay as new (options: unknown) => { open(): void };
    const result = await new Promise<Record<string, string>>((resolve) => new RazorpayCheckout({ key: keys.razorpay.keyId, order_id: order.id, handler: resolve }).open());
    expect(result.razorpay_order_id).toBe(order.id);
    const verified = { orderId: order.id, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature };
    expect(razorpay.verifyPaymentSignature(verified, keys.razorpay.keySecret)).toBe(true);
    await expect(razorpay.getRazorpayOrder(order.id, { config: razorpayConfig })).resolves.toMatchObject({ status: "paid", amount_paid: 9900 });
  });

  it("Razorpay 'bad-signature', 'dismiss' and 'fail' end as the real checkout would", async () => {
    const window = runScript(fakeRazorpayCheckoutScript({ keySecret: keys.razorpay.keySecret, mode: "bad-signature" }), {});
    const RazorpayCheckout = window.Razorpay as new (options: unknown) => { open(): void; on(event: string, callback: (response: unknown) => void): void };
    const bad = await new Promise<Record<string, string>>((resolve) => new RazorpayCheckout({ order_id: "order_X", handler: resolve }).open());
    expect(razorpay.verifyPaymentSignature({ orderId: "order_X", paymentId: bad.razorpay_payment_id, signature: bad.razorpay_signature }, keys.razorpay.keySecret)).toBe(false);

    window.__fakeRazorpayMode = "dismiss";
    await new Promise<void>((resolve) => new RazorpayCheckout({ order_id: "order_X", handler: () => {}, modal: { ondismiss: resolve } }).open());

    window.__fakeRazorpayMode = "fail";
    const failure = await new Promise<{ error: { reason: string } }>((resolve) => {
      const checkout = new RazorpayCheckout({ order_id: "order_X", handler: () => {} });
      checkout.on("payment.failed", resolve as (response: unknown) => void);
      checkout.open();
    });
    expect(failure.error.reason).toBe("payment_failed");
  });

  it("Cashfree 'pay' settles the order, notifies notify_url and goes to return_url", async () => {
    const created = await cashfree.createCashfreeOrder(
      { orderId: "SO-5001", amountRupees: 75.25, customer, returnUrl: "http://localhost:3100/checkout/cashfree/{order_id}", notifyUrl: receiver.url },
      { config: cashfreeConfig },
    );
    const assign = jest.fn();
    const window = runScript(fakeCashfreeSdkScript({ gatewayUrl: gateways.url }), { location: { assign } });
    const sdk = (window.Cashfree as (config: { mode: string }) => { checkout(options: unknown): Promise<unknown> })({ mode: "sandbox" });
    await expect(sdk.checkout({ paymentSessionId: created.payment_session_id, redirectTarget: "_self" })).resolves.toEqual({ redirect: true });
    expect(assign).toHaveBeenCalledWith("http://localhost:3100/checkout/cashfree/SO-5001");

    const order = await cashfree.getCashfreeOrder("SO-5001", { config: cashfreeConfig });
    expect(reconcilePayment({ amountPaise: 7525, status: "pending", gatewayOrderId: "SO-5001", processedEventIds: [] }, cashfreeOrderSignal(order)!)).toMatchObject({ action: "mark-paid" });
    const { headers, body } = lastDelivery();
    expect(cashfree.verifyWebhookSignature(body, headers["x-webhook-timestamp"], headers["x-webhook-signature"], keys.cashfree.clientSecret)).toBe(true);
    expect(cashfree.parseWebhookEvent(body)).toMatchObject({ type: "PAYMENT_SUCCESS_WEBHOOK", orderId: "SO-5001", orderAmountPaise: 7525 });
  });

  it("Cashfree 'fail' leaves the order payable and 'dismiss' stays on the page", async () => {
    const created = await cashfree.createCashfreeOrder(
      { orderId: "SO-5002", amountRupees: 10, customer, returnUrl: "http://localhost:3100/r/{order_id}", notifyUrl: receiver.url },
      { config: cashfreeConfig },
    );
    const assign = jest.fn();
    const window = runScript(fakeCashfreeSdkScript({ gatewayUrl: gateways.url, mode: "fail" }), { location: { assign } });
    const sdk = (window.Cashfree as (config: { mode: string }) => { checkout(options: unknown): Promise<unknown> })({ mode: "sandbox" });
    await sdk.checkout({ paymentSessionId: created.payment_session_id });
    expect(assign).toHaveBeenCalledWith("http://localhost:3100/r/SO-5002");
    await expect(cashfree.getCashfreeOrder("SO-5002", { config: cashfreeConfig })).resolves.toMatchObject({ order_status: "ACTIVE" });
    expect(cashfree.parseWebhookEvent(lastDelivery().body)).toMatchObject({ type: "PAYMENT_FAILED_WEBHOOK", paymentStatus: "FAILED" });

    window.__fakeCashfreeMode = "dismiss";
    await expect(sdk.checkout({ paymentSessionId: created.payment_session_id })).resolves.toMatchObject({ error: { code: "payment_aborted" } });
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
