import { createRoute } from "@hono/zod-openapi";
import { shopperLanguagePrefix } from "@/backend/http/shopper-language";
import type { Context } from "hono";
import type { AppEnv } from "@/backend/http/env";
import type { StoreApp } from "@/backend/http/router";
import { signedInOnly } from "@/backend/middleware/require-role";
import { idParamSchema } from "@/backend/schemas/account";
import {
  cashfreeStartWireSchema,
  paymentConfirmationWireSchema,
  razorpayStartWireSchema,
  razorpayVerifyBodyWireSchema,
} from "@/backend/schemas/checkout";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "@/backend/schemas/common";
import { requireOwner, requireUser } from "@/backend/http/signed-in";
import { startCashfree } from "@/backend/services/orders/cashfree-payment";
import { confirmPayment } from "@/backend/services/orders/confirm-payment";
import { confirmationOf } from "@/backend/services/orders/confirmation";
import { requireOwnOrder } from "./own-order";
import { startRazorpay, verifyRazorpay } from "@/backend/services/orders/pay-with-razorpay";
import { PAYMENT_MESSAGES, type PaymentRefusal } from "@/backend/services/orders/payable";
import { refuse, type RefusalTable } from "@/backend/http/refusals";
import { ORIGIN_HEADER } from "@/lib/api/protocol";

const tags = ["Payments"];
const common = { 401: errorResponse("Not signed in"), 404: errorResponse("No such order of the signed-in customer"), ...errorResponses };
const payable = { 409: errorResponse("This order is already paid"), 502: errorResponse("The gateway did not answer") };

const razorpayStartRoute = createRoute({
  method: "post",
  path: "/api/payments/razorpay/{id}",
  tags,
  summary: "Create (or reuse) the Razorpay order that checkout.js pays",
  request: { params: idParamSchema },
  responses: { 200: jsonResponse(razorpayStartWireSchema, "Options for checkout.js"), ...payable, ...common },
});

const razorpayVerifyRoute = createRoute({
  method: "post",
  path: "/api/payments/razorpay/{id}/verify",
  tags,
  summary: "Check the checkout handler's signature against the stored Razorpay order and mark the order paid",
  request: { params: idParamSchema, ...jsonBody(razorpayVerifyBodyWireSchema) },
  responses: { 200: jsonResponse(paymentConfirmationWireSchema, "The order is paid"), ...common },
});

const cashfreeStartRoute = createRoute({
  method: "post",
  path: "/api/payments/cashfree/{id}",
  tags,
  summary: "Create a Cashfree order for this attempt; the SDK's checkout() opens its payment session",
  request: { params: idParamSchema },
  responses: { 200: jsonResponse(cashfreeStartWireSchema, "What the Cashfree SDK needs"), ...payable, ...common },
});

const confirmRoute = createRoute({
  method: "post",
  path: "/api/payments/{id}/confirm",
  tags,
  summary: "Where the order's payment stands, asking the gateway while it is undecided",
  request: { params: idParamSchema },
  responses: { 200: jsonResponse(paymentConfirmationWireSchema, "placed, paid, pending or failed (with the page to retry)"), ...common },
});

const refusals: RefusalTable<PaymentRefusal> = {
  otherGateway: { status: 400, message: (refusal) => PAYMENT_MESSAGES.otherGateway(refusal.gateway) },
  alreadyPaid: { status: 409, message: PAYMENT_MESSAGES.alreadyPaid },
  notPayable: { status: 400, message: PAYMENT_MESSAGES.notPayable },
  gatewayOff: { status: 400, message: (refusal) => PAYMENT_MESSAGES.gatewayOff(refusal.gateway) },
  gatewayDown: { status: 502, message: PAYMENT_MESSAGES.gatewayDown },
  notVerified: { status: 400, message: PAYMENT_MESSAGES.notVerified },
};

/** The shopper's page origin (the storefront sends it), for the URL the gateway sends them back to. */
function pageOrigin(c: Context<AppEnv>): string {
  for (const candidate of [c.req.header(ORIGIN_HEADER), c.req.header("origin")]) {
    try {
      const url = new URL(candidate ?? "");
      if (url.protocol === "https:" || url.protocol === "http:") return url.origin;
    } catch {
      // the next candidate
    }
  }
  return new URL(c.req.url).origin;
}

export function registerPaymentRoutes(app: StoreApp) {
  app.use("/api/payments/*", signedInOnly);

  app.openapi(razorpayStartRoute, async (c) => {
    const db = c.get("db");
    const order = await requireOwnOrder(db, requireOwner(c), c.req.valid("param").id);
    const started = await startRazorpay(db, order, requireUser(c), c.get("website"));
    if (!started.ok) refuse(refusals, started);
    return c.json(started.start, 200);
  });

  app.openapi(razorpayVerifyRoute, async (c) => {
    const db = c.get("db");
    const owner = requireOwner(c);
    const { id } = c.req.valid("param");
    const verified = await verifyRazorpay(db, await requireOwnOrder(db, owner, id), c.req.valid("json"));
    if (!verified.ok) refuse(refusals, verified);
    return c.json(confirmationOf(await requireOwnOrder(db, owner, id)), 200);
  });

  app.openapi(cashfreeStartRoute, async (c) => {
    const db = c.get("db");
    const order = await requireOwnOrder(db, requireOwner(c), c.req.valid("param").id);
    const started = await startCashfree(db, order, requireUser(c), pageOrigin(c), shopperLanguagePrefix(c));
    if (!started.ok) refuse(refusals, started);
    return c.json(started.start, 200);
  });

  app.openapi(confirmRoute, async (c) => {
    const db = c.get("db");
    const order = await requireOwnOrder(db, requireOwner(c), c.req.valid("param").id);
    return c.json(await confirmPayment(db, order), 200);
  });
}
