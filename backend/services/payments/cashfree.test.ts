import { createHmac } from "node:crypto";
import { createCashfreeOrder, getCashfreeOrder, parseWebhookEvent, verifyWebhookSignature } from "./cashfree";
import type { CashfreeConfig } from "./config";
import { PaymentGatewayError } from "./gateway-error";

const config: CashfreeConfig = {
  clientId: "cf_client",
  clientSecret: "cf_secret",
  environment: "sandbox",
  apiBase: "https://cashfree.test/pg",
  sdkScript: "https://cashfree.test/cashfree.js",
};

// Derived once with `openssl dgst -sha256 -hmac cf_test_secret -binary | base64` and pinned.
const PINNED = {
  secret: "cf_test_secret",
  timestamp: "1746427759733",
  body: '{"type":"PAYMENT_SUCCESS_WEBHOOK"}',
  signature: "+Sx4dwdx9vU4qJy154E14o38W2C1Cqbxix2a40nA71Q=",
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const fetcherAnswering = (response: Response) => jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => response);

const createdOrder = {
  cf_order_id: "2149460581",
  order_id: "SO-1001",
  entity: "order",
  order_amount: 123.5,
  order_currency: "INR",
  order_status: "ACTIVE",
  payment_session_id: "session_abc",
};

const input = {
  orderId: "SO-1001",
  amountRupees: 123.5,
  customer: { customer_id: "user_7", customer_phone: "9876543210", customer_name: "Asha" },
  returnUrl: "https://shop.example/checkout/cashfree/SO-1001?order_id={order_id}",
  notifyUrl: "https://shop.example/s/api/payments/cashfree/webhook",
};

describe("verifyWebhookSignature", () => {
  it("accepts the pinned vector and agrees with a direct HMAC", () => {
    expect(verifyWebhookSignature(PINNED.body, PINNED.timestamp, PINNED.signature, PINNED.secret)).toBe(true);
    const body = JSON.stringify({ type: "PAYMENT_FAILED_WEBHOOK", data: { payment: { payment_amount: 170.0 } } });
    const direct = createHmac("sha256", "secret_2").update(`1700000000000${body}`).digest("base64");
    expect(verifyWebhookSignature(Buffer.from(body), "1700000000000", direct, "secret_2")).toBe(true);
  });

  it("refuses tampered body, timestamp, signature or secret", () => {
    const { body, timestamp, signature, secret } = PINNED;
    expect(verifyWebhookSignature(body.replace("SUCCESS", "FAILED"), timestamp, signature, secret)).toBe(false);
    expect(verifyWebhookSignature(body, "1746427759734", signature, secret)).toBe(false);
    expect(verifyWebhookSignature(body, timestamp, `A${signature.slice(1)}`, secret)).toBe(false);
    expect(verifyWebhookSignature(body, timestamp, signature, "cf_test_secreT")).toBe(false);
    // Signing the body alone (without the timestamp) is not the scheme.
    expect(verifyWebhookSignature(body, timestamp, createHmac("sha256", secret).update(body).digest("base64"), secret)).toBe(false);
  });

  it("refuses malformed signatures and timestamps, and an empty secret", () => {
    const { body, timestamp, signature, secret } = PINNED;
    const hex = Buffer.from(signature, "base64").toString("hex");
    for (const bad of ["", signature.slice(0, -1), `${signature}=`, hex, signature.replace("+", "-"), ` ${signature}`]) {
      expect(verifyWebhookSignature(body, timestamp, bad, secret)).toBe(false);
    }
    expect(verifyWebhookSignature(body, timestamp, undefined, secret)).toBe(false);
    expect(verifyWebhookSignature(body, undefined, signature, secret)).toBe(false);
    expect(verifyWebhookSignature(body, "17464x", signature, secret)).toBe(false);
    const withEmptyKey = createHmac("sha256", "").update(timestamp + body).digest("base64");
    expect(verifyWebhookSignature(body, timestamp, withEmptyKey, "")).toBe(false);
  });
});

describe("createCashfreeOrder", () => {
  it("posts the order with the client headers and API version", async () => {
    const fetcher = fetcherAnswering(json(200, createdOrder));
    const order = await createCashfreeOrder(input, { config, fetcher });
    expect(order).toMatchObject({ cf_order_id: "2149460581", order_id: "SO-1001", payment_session_id: "session_abc", order_status: "ACTIVE" });
    const [url, init] = fetcher.mock.calls[0];
    expect(url).toBe("https://cashfree.test/pg/orders");
    expect(init?.headers).toMatchObject({ "x-client-id": "cf_client", "x-client-secret": "cf_secret", "x-api-version": "2023-08-01", "content-type": "application/json" });
    expect(JSON.parse(init?.body as string)).toEqual({
      order_id: "SO-1001",
      order_amount: 123.5,
      order_currency: "INR",
      customer_details: { customer_id: "user_7", customer_phone: "9876543210", customer_name: "Asha" },
      order_meta: { return_url: input.returnUrl, notify_url: input.notifyUrl },
    });
  });

  it("rounds away float noise and accepts a numeric cf_order_id", async () => {
    const fetcher = fetcherAnswering(json(200, { ...createdOrder, cf_order_id: 42, order_amount: 0.3 + 1 }));
    const order = await createCashfreeOrder({ ...input, amountRupees: 0.1 + 0.2 + 1, notifyUrl: undefined }, { config, fetcher });
    expect(order.cf_order_id).toBe("42");
    const body = JSON.parse(fetcher.mock.calls[0][1]?.body as string);
    expect(body.order_amount).toBe(1.3);
    expect(body.order_meta).toEqual({ return_url: input.returnUrl });
  });

  it("throws the gateway's message on a refusal", async () => {
    const fetcher = fetcherAnswering(json(409, { message: "order with same id is already present", code: "order_already_exists", type: "invalid_request_error" }));
    const failure = createCashfreeOrder(input, { config, fetcher });
    await expect(failure).rejects.toBeInstanceOf(PaymentGatewayError);
    await expect(failure).rejects.toMatchObject({ gateway: "cashfree", status: 409, code: "order_already_exists", message: "order with same id is already present" });
  });

  it("throws when the answer has no session or another amount", async () => {
    await expect(createCashfreeOrder(input, { config, fetcher: fetcherAnswering(json(200, { ...createdOrder, payment_session_id: null })) })).rejects.toThrow("no payment session");
    await expect(createCashfreeOrder(input, { config, fetcher: fetcherAnswering(json(200, { ...createdOrder, order_amount: 1 })) })).rejects.toThrow("not INR 123.5");
  });

  it("refuses bad input before calling anyone", async () => {
    const fetcher = fetcherAnswering(json(200, createdOrder));
    const bad = [
      { ...input, amountRupees: 12.345 },
      { ...input, amountRupees: 0.5 },
      { ...input, orderId: "SO 1" },
      { ...input, customer: { ...input.customer, customer_phone: "12345" } },
      { ...input, returnUrl: "javascript:alert(1)" },
    ];
    for (const attempt of bad) await expect(createCashfreeOrder(attempt, { config, fetcher })).rejects.toThrow();
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe("getCashfreeOrder", () => {
  it("fetches the order status and amount", async () => {
    const fetcher = fetcherAnswering(json(200, { ...createdOrder, order_status: "PAID" }));
    await expect(getCashfreeOrder("SO-1001", { config, fetcher })).resolves.toMatchObject({ order_status: "PAID", order_amount: 123.5 });
    expect(fetcher.mock.calls[0][0]).toBe("https://cashfree.test/pg/orders/SO-1001");
    expect(fetcher.mock.calls[0][1]).toMatchObject({ method: "GET", headers: expect.objectContaining({ "x-api-version": "2023-08-01" }) });
  });
});

describe("parseWebhookEvent", () => {
  const event = (type: string, paymentStatus: string) =>
    JSON.stringify({
      type,
      event_time: "2023-08-01T12:00:00+05:30",
      data: {
        order: { order_id: "SO-1001", order_amount: 123.5, order_currency: "INR", order_tags: null },
        payment: { cf_payment_id: 1453002795, payment_status: paymentStatus, payment_amount: 123.5, payment_currency: "INR", payment_message: "Transaction success" },
        customer_details: { customer_id: "user_7" },
      },
    });

  it("reads the three payment events", () => {
    expect(parseWebhookEvent(event("PAYMENT_SUCCESS_WEBHOOK", "SUCCESS"))).toEqual({
      type: "PAYMENT_SUCCESS_WEBHOOK",
      orderId: "SO-1001",
      orderAmountRupees: 123.5,
      orderAmountPaise: 12350,
      currency: "INR",
      cfPaymentId: "1453002795",
      paymentStatus: "SUCCESS",
      paymentMessage: "Transaction success",
    });
    expect(parseWebhookEvent(event("PAYMENT_FAILED_WEBHOOK", "FAILED"))).toMatchObject({ type: "PAYMENT_FAILED_WEBHOOK", paymentStatus: "FAILED" });
    expect(parseWebhookEvent(Buffer.from(event("PAYMENT_USER_DROPPED_WEBHOOK", "USER_DROPPED")))).toMatchObject({ type: "PAYMENT_USER_DROPPED_WEBHOOK" });
  });

  it("ignores other events and flags malformed bodies", () => {
    expect(parseWebhookEvent(JSON.stringify({ type: "REFUND_STATUS_WEBHOOK", data: {} }))).toEqual({ type: "ignored", event: "REFUND_STATUS_WEBHOOK" });
    expect(parseWebhookEvent("{")).toMatchObject({ type: "invalid" });
    expect(parseWebhookEvent(JSON.stringify({ type: "PAYMENT_SUCCESS_WEBHOOK", data: { order: { order_id: "SO-1" } } }))).toMatchObject({ type: "invalid" });
  });
});
