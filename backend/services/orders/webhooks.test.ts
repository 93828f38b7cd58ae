import { createHmac } from "node:crypto";
import { getDb } from "@/backend/db/database";
import { withTestDatabase } from "@/backend/test/database";
import { GATEWAY_KEYS } from "@/backend/test/orders";
import { CASHFREE_SIGNATURE_HEADER, CASHFREE_TIMESTAMP_HEADER } from "@/backend/services/payments/cashfree";
import { RAZORPAY_SIGNATURE_HEADER } from "@/backend/services/payments/razorpay";
import { receiveCashfreeWebhook, receiveRazorpayWebhook } from "./webhooks";

withTestDatabase();

beforeAll(() => {
  Object.assign(process.env, {
    RAZORPAY_KEY_ID: GATEWAY_KEYS.razorpay.keyId,
    RAZORPAY_KEY_SECRET: GATEWAY_KEYS.razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: GATEWAY_KEYS.razorpay.webhookSecret,
    CASHFREE_CLIENT_ID: GATEWAY_KEYS.cashfree.clientId,
    CASHFREE_CLIENT_SECRET: GATEWAY_KEYS.cashfree.clientSecret,
  });
});

const body = new TextEncoder().encode(JSON.stringify({ event: "account.updated", payload: {} }));
const headers = (values: Record<string, string>) => (name: string) => values[name.toLowerCase()];
const hmac = (secret: string, text: string, encoding: "hex" | "base64") => createHmac("sha256", secret).update(text).digest(encoding);

describe("receiveRazorpayWebhook", () => {
  it("names a signature that does not match the body", async () => {
    const forged = headers({ [RAZORPAY_SIGNATURE_HEADER]: "0".repeat(64) });
    await expect(receiveRazorpayWebhook(getDb(), body, forged)).resolves.toEqual({ ok: false, reason: "badSignature" });
  });

  it("names a missing signature", async () => {
    await expect(receiveRazorpayWebhook(getDb(), body, headers({}))).resolves.toEqual({ ok: false, reason: "badSignature" });
  });

  it("receives a signed event it has no use for", async () => {
    const signed = headers({ [RAZORPAY_SIGNATURE_HEADER]: hmac(GATEWAY_KEYS.razorpay.webhookSecret, new TextDecoder().decode(body), "hex") });
    await expect(receiveRazorpayWebhook(getDb(), body, signed)).resolves.toEqual({ ok: true, outcome: "ignored" });
  });
});

describe("receiveCashfreeWebhook", () => {
  it("names a signature that does not match the body", async () => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const forged = headers({ [CASHFREE_TIMESTAMP_HEADER]: timestamp, [CASHFREE_SIGNATURE_HEADER]: hmac("another secret", timestamp + new TextDecoder().decode(body), "base64") });
    await expect(receiveCashfreeWebhook(getDb(), body, forged)).resolves.toEqual({ ok: false, reason: "badSignature" });
  });
});
