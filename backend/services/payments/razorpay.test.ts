import { createHmac } from "node:crypto";
import type { RazorpayConfig } from "./config";
import { PaymentGatewayError } from "./gateway-error";
import { createRazorpayOrder, getRazorpayOrder, parseWebhookEvent, verifyPaymentSignature, verifyWebhookSignature } from "./razorpay";

// Razorpay's published example (docs: "verify payment signature").
const PUBLISHED = {
  secret: "EnLs21M47BllR3X8PSFtjtbd",
  orderId: "order_IEIaMR65cu6nz3",
  paymentId: "pay_IH4NVgf4Dreq1l",
  signature: "0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f",
};

const config: RazorpayConfig = {
  keyId: "rzp_test_key",
  keySecret: "rzp_test_secret",
  webhookSecret: "rzp_webhook_secret",
  apiBase: "https://razorpay.test/v1",
  checkoutScript: "https://razorpay.test/checkout.js",
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function fetcherAnswering(response: Response | (() => Promise<Response>)) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => (typeof response === "function" ? response() : response));
}

describe("verifyPaymentSignature", () => {
  const { secret, orderId, paymentId, signature } = PUBLISHED;

  it("accepts Razorpay's published vector", () => {
    expect(verifyPaymentSignature({ orderId, paymentId, signature }, secret)).toBe(true);
  });

  it("agrees with a direct HMAC for other inputs", () => {
    const expected = createHmac("sha256", "another_secret").update("order_ABC|pay_XYZ").digest("hex");
    expect(verifyPaymentSignature({ orderId: "order_ABC", paymentId: "pay_XYZ", signature: expected }, "another_secret")).toBe(true);
  });

  it("refuses tampered inputs", () => {
    expect(verifyPaymentSignature({ orderId: "order_IEIaMR65cu6nz4", paymentId, signature }, secret)).toBe(false);
    expect(verifyPaymentSignature({ orderId, paymentId: "pay_IH4NVgf4Dreq1m", signature }, secret)).toBe(false);
    expect(verifyPaymentSignature({ orderId, paymentId, signature: `1${signature.slice(1)}` }, secret)).toBe(false);
    expect(verifyPaymentSignature({ orderId, paymentId, signature }, "EnLs21M47BllR3X8PSFtjtbe")).toBe(false);
    // The browser's order id swapped in for ours: a valid signature for a different order is no proof for this one.
    const forOtherOrder = createHmac("sha256", secret).update(`order_other|${paymentId}`).digest("hex");
    expect(verifyPaymentSignature({ orderId, paymentId, signature: forOtherOrder }, secret)).toBe(false);
  });

  it("refuses wrong lengths, non-hex and non-strings", () => {
    for (const bad of [signature.slice(0, 63), `${signature}0`, `${signature}00`, "", `zz${signature.slice(2)}`, `${signature.slice(0, 62)} `, Buffer.from(signature, "hex").toString("base64")]) {
      expect(verifyPaymentSignature({ orderId, paymentId, signature: bad }, secret)).toBe(false);
    }
    expect(verifyPaymentSignature({ orderId, paymentId, signature: undefined }, secret)).toBe(false);
    expect(verifyPaymentSignature({ orderId, paymentId, signature: 42 }, secret)).toBe(false);
    expect(verifyPaymentSignature({ orderId, paymentId: null, signature }, secret)).toBe(false);
  });

  it("refuses everything when the secret is empty", () => {
    const withEmptyKey = createHmac("sha256", "").update(`${orderId}|${paymentId}`).digest("hex");
    expect(verifyPaymentSignature({ orderId, paymentId, signature: withEmptyKey }, "")).toBe(false);
  });
});

describe("verifyWebhookSignature", () => {
  const body = JSON.stringify({ event: "payment.captured", payload: {} });
  const signed = createHmac("sha256", "whsec").update(body).digest("hex");

  it("accepts the hex HMAC of the raw body, as string or bytes", () => {
    expect(verifyWebhookSignature(body, signed, "whsec")).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(body), signed, "whsec")).toBe(true);
  });

  it("refuses a re-serialised or altered body, another secret, a missing secret or header", () => {
    expect(verifyWebhookSignature(JSON.stringify(JSON.parse(body), null, 1), signed, "whsec")).toBe(false);
    expect(verifyWebhookSignature(body.replace("captured", "failed"), signed, "whsec")).toBe(false);
    expect(verifyWebhookSignature(body, signed, "other")).toBe(false);
    expect(verifyWebhookSignature(body, signed, null)).toBe(false);
    expect(verifyWebhookSignature(body, undefined, "whsec")).toBe(false);
    expect(verifyWebhookSignature(body, signed.slice(2), "whsec")).toBe(false);
  });
});

describe("createRazorpayOrder", () => {
  it("posts amount in paise, INR, receipt and notes with Basic auth", async () => {
    const fetcher = fetcherAnswering(json(200, { id: "order_1", entity: "order", amount: 12350, currency: "INR", receipt: "SO-1", status: "created" }));
    const order = await createRazorpayOrder({ amountPaise: 12350, receipt: "SO-1", notes: { order_number: "SO-1" } }, { config, fetcher });
    expect(order).toEqual({ id: "order_1", amount: 12350, currency: "INR", receipt: "SO-1", status: "created" });
    const [url, init] = fetcher.mock.calls[0];
    expect(url).toBe("https://razorpay.test/v1/orders");
    expect(init?.method).toBe("POST");
    const headers = init?.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from("rzp_test_key:rzp_test_secret").toString("base64")}`);
    expect(headers["content-type"]).toBe("application/json");
    expect(JSON.parse(init?.body as string)).toEqual({ amount: 12350, currency: "INR", receipt: "SO-1", notes: { order_number: "SO-1" } });
  });

  it("throws the gateway's error description on a refusal", async () => {
    const fetcher = fetcherAnswering(json(400, { error: { code: "BAD_REQUEST_ERROR", description: "The amount must be atleast INR 1.00" } }));
    const failure = createRazorpayOrder({ amountPaise: 100, receipt: "SO-2" }, { config, fetcher });
    await expect(failure).rejects.toBeInstanceOf(PaymentGatewayError);
    await expect(failure).rejects.toMatchObject({ gateway: "razorpay", status: 400, code: "BAD_REQUEST_ERROR", message: "The amount must be atleast INR 1.00" });
  });

  it("throws when unreachable, garbled or for another amount", async () => {
    const down = fetcherAnswering(() => Promise.reject(new TypeError("fetch failed")));
    await expect(createRazorpayOrder({ amountPaise: 100, receipt: "r" }, { config, fetcher: down })).rejects.toMatchObject({ status: null, message: expect.stringContaining("could not be reached") });
    const html = fetcherAnswering(new Response("<html>", { status: 200 }));
    await expect(createRazorpayOrder({ amountPaise: 100, receipt: "r" }, { config, fetcher: html })).rejects.toThrow("other than JSON");
    const shapeless = fetcherAnswering(json(200, { id: "order_1" }));
    await expect(createRazorpayOrder({ amountPaise: 100, receipt: "r" }, { config, fetcher: shapeless })).rejects.toThrow("unexpected shape");
    const otherAmount = fetcherAnswering(json(200, { id: "order_1", amount: 1, currency: "INR", status: "created" }));
    await expect(createRazorpayOrder({ amountPaise: 100, receipt: "r" }, { config, fetcher: otherAmount })).rejects.toThrow("not INR 100");
  });

  it("refuses bad input before calling anyone", async () => {
    const fetcher = fetcherAnswering(json(200, {}));
    await expect(createRazorpayOrder({ amountPaise: 99, receipt: "r" }, { config, fetcher })).rejects.toThrow();
    await expect(createRazorpayOrder({ amountPaise: 100.5, receipt: "r" }, { config, fetcher })).rejects.toThrow();
    await expect(createRazorpayOrder({ amountPaise: 100, receipt: "x".repeat(41) }, { config, fetcher })).rejects.toThrow();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("refuses to run unconfigured", async () => {
    const env = jest.replaceProperty(process, "env", {} as NodeJS.ProcessEnv);
    await expect(createRazorpayOrder({ amountPaise: 100, receipt: "r" })).rejects.toThrow("Razorpay is not configured");
    env.restore();
  });
});

describe("getRazorpayOrder", () => {
  it("fetches the order with its paid amount", async () => {
    const fetcher = fetcherAnswering(json(200, { id: "order_1", amount: 500, amount_paid: 500, currency: "INR", status: "paid" }));
    await expect(getRazorpayOrder("order_1", { config, fetcher })).resolves.toMatchObject({ status: "paid", amount_paid: 500 });
    expect(fetcher.mock.calls[0][0]).toBe("https://razorpay.test/v1/orders/order_1");
    expect(fetcher.mock.calls[0][1]?.method).toBe("GET");
  });
});

describe("parseWebhookEvent", () => {
  const payment = { id: "pay_1", entity: "payment", amount: 12350, currency: "INR", status: "captured", order_id: "order_1", method: "upi" };
  const order = { id: "order_1", entity: "order", amount: 12350, amount_paid: 12350, amount_due: 0, currency: "INR", status: "paid" };
  const body = (value: unknown) => JSON.stringify(value);

  it("reads payment.captured and payment.failed with the event id from the header", () => {
    expect(parseWebhookEvent(body({ entity: "event", event: "payment.captured", payload: { payment: { entity: payment } } }), "evt_1")).toEqual({
      type: "payment.captured",
      eventId: "evt_1",
      payment: { id: "pay_1", orderId: "order_1", amountPaise: 12350, currency: "INR", status: "captured", errorDescription: null },
    });
    const failed = parseWebhookEvent(body({ event: "payment.failed", payload: { payment: { entity: { ...payment, status: "failed", error_description: "Payment was declined" } } } }));
    expect(failed).toMatchObject({ type: "payment.failed", eventId: null, payment: { status: "failed", errorDescription: "Payment was declined" } });
  });

  it("reads order.paid, falling back to the payload's id for the event id", () => {
    const event = parseWebhookEvent(Buffer.from(body({ id: "evt_body", event: "order.paid", payload: { order: { entity: order }, payment: { entity: payment } } })));
    expect(event).toMatchObject({ type: "order.paid", eventId: "evt_body", order: { id: "order_1", amountPaidPaise: 12350, status: "paid" }, payment: { id: "pay_1" } });
  });

  it("ignores other events and flags malformed bodies", () => {
    expect(parseWebhookEvent(body({ event: "refund.created", payload: {} }), "evt_2")).toEqual({ type: "ignored", eventId: "evt_2", event: "refund.created" });
    expect(parseWebhookEvent("not json")).toMatchObject({ type: "invalid" });
    expect(parseWebhookEvent(body({ event: "payment.captured", payload: { payment: {} } }))).toMatchObject({ type: "invalid" });
    expect(parseWebhookEvent(body({ event: "order.paid", payload: { order: { entity: { id: "order_1" } } } }))).toMatchObject({ type: "invalid" });
  });
});
