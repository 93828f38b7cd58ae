import { createRoute } from "@hono/zod-openapi";
import { refuse, type RefusalTable } from "@/backend/http/refusals";
import type { StoreApp } from "@/backend/http/router";
import { webhookAnswerWireSchema } from "@/backend/schemas/checkout";
import { errorResponse, jsonResponse } from "@/backend/schemas/common";
import { BAD_SIGNATURE, receiveCashfreeWebhook, receiveRazorpayWebhook, type WebhookResult } from "@/backend/services/orders/webhooks";

const tags = ["Webhooks"];
const responses = {
  200: jsonResponse(webhookAnswerWireSchema, "Received; a duplicate, an unknown order or a refused amount changes nothing"),
  401: errorResponse("The signature does not match the raw body"),
};

// No body schema on purpose: the signature covers the raw bytes, which are read before any JSON parsing.
const razorpayRoute = createRoute({
  method: "post",
  path: "/api/webhooks/razorpay",
  tags,
  summary: "Razorpay events (payment.captured, payment.failed, order.paid), signed with X-Razorpay-Signature",
  description: "No session or anti-forgery token: the HMAC-SHA256 of the raw body with the webhook secret authenticates the call. Same event id twice is applied once.",
  responses,
});

const cashfreeRoute = createRoute({
  method: "post",
  path: "/api/webhooks/cashfree",
  tags,
  summary: "Cashfree payment events, signed with x-webhook-signature over x-webhook-timestamp + body",
  description: "No session or anti-forgery token: the HMAC-SHA256 with the client secret authenticates the call. Same cf_payment_id and status twice is applied once.",
  responses,
});

const refusals: RefusalTable<Extract<WebhookResult, { ok: false }>> = {
  badSignature: { status: 401, message: BAD_SIGNATURE },
};

function answer(received: WebhookResult) {
  if (!received.ok) refuse(refusals, received);
  return { outcome: received.outcome };
}

export function registerWebhookRoutes(app: StoreApp) {
  app.openapi(razorpayRoute, async (c) => {
    const raw = new Uint8Array(await c.req.arrayBuffer());
    return c.json(answer(await receiveRazorpayWebhook(c.get("db"), raw, (name) => c.req.header(name))), 200);
  });

  app.openapi(cashfreeRoute, async (c) => {
    const raw = new Uint8Array(await c.req.arrayBuffer());
    return c.json(answer(await receiveCashfreeWebhook(c.get("db"), raw, (name) => c.req.header(name))), 200);
  });
}
