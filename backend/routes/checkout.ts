import { createRoute } from "@hono/zod-openapi";
import { refuse, type RefusalTable } from "@/backend/http/refusals";
import type { StoreApp } from "@/backend/http/router";
import { formMessagesHook } from "@/backend/http/validation";
import { signedInOnly } from "@/backend/middleware/require-role";
import { placedOrderWireSchema, placeOrderBodyWireSchema } from "@/backend/schemas/checkout";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "@/backend/schemas/common";
import { requireOwner } from "@/backend/http/signed-in";
import { ADDRESS_MESSAGES } from "@/backend/services/account/addresses";
import { LINE_MESSAGES } from "@/backend/services/cart/view";
import { PLACE_MESSAGES, placeOrder, type PlaceOrderResult } from "@/backend/services/orders/place-order";

const placeRoute = createRoute({
  method: "post",
  path: "/api/checkout/place",
  tags: ["Checkout"],
  summary: "Place the signed-in customer's cart as an order",
  description:
    "Every price, discount and delivery charge is recomputed from the cart for the address and payment method. The same idempotency_key answers the same order. Cash on delivery empties the cart now; online orders keep it until paid.",
  request: { ...jsonBody(placeOrderBodyWireSchema) },
  responses: {
    200: jsonResponse(placedOrderWireSchema, "The order, and where the browser goes next"),
    401: errorResponse("Not signed in"),
    404: errorResponse("Address not found"),
    409: errorResponse("The total is not the one the shopper saw: the message gives the new one"),
    422: errorResponse("Cannot be placed: empty cart, an invalid or undeliverable line, no payment method, cash on delivery refused by the delivery area, no delivery slot, or a coupon that no longer qualifies"),
    ...errorResponses,
  },
});

const refusals: RefusalTable<Extract<PlaceOrderResult, { ok: false }>> = {
  unknownAddress: { status: 404, message: ADDRESS_MESSAGES.notFound },
  noPaymentMethod: { status: 422, message: PLACE_MESSAGES.paymentMethod },
  cartEmpty: { status: 422, message: PLACE_MESSAGES.emptyCart },
  packUnavailable: { status: 422, message: LINE_MESSAGES.noLongerSold },
  notDeliverable: { status: 422, message: (refusal) => LINE_MESSAGES.notDeliverable(refusal.pincode) },
  couponDropped: { status: 422, message: (refusal) => PLACE_MESSAGES.couponDropped(refusal.code, refusal.dropped) },
  noSlot: { status: 422, message: (refusal) => PLACE_MESSAGES.slot(refusal.group) },
  cashOnDeliveryRefused: { status: 422, message: (refusal) => refusal.why },
  pricesChanged: { status: 409, message: (refusal) => PLACE_MESSAGES.pricesChanged(refusal.totalPaise) },
  shortOfStock: { status: 422, message: (refusal) => LINE_MESSAGES.shortOfStock(refusal.line.name, refusal.line.pack, refusal.left) },
};

export function registerCheckoutRoutes(app: StoreApp) {
  app.use("/api/checkout/*", signedInOnly);

  app.openapi(
    placeRoute,
    async (c) => {
      const website = c.get("website");
      const placed = await placeOrder(c.get("db"), requireOwner(c), website, c.req.valid("json"));
      if (!placed.ok) refuse(refusals, placed);
      return c.json(placed.order, 200);
    },
    formMessagesHook,
  );
}
