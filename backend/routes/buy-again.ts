import { createRoute } from "@hono/zod-openapi";
import type { StoreApp } from "@/backend/http/router";
import { keepableForOwner } from "@/backend/middleware/private-answer-owners";
import { idParamSchema } from "@/backend/schemas/account";
import { buyAgainWireSchema, orderAgainWireSchema } from "@/backend/schemas/buy-again";
import { errorResponse, errorResponses, jsonResponse } from "@/backend/schemas/common";
import { buyAgainProducts } from "@/backend/services/account/buy-again";
import { shopperCatalogueLanguage } from "@/backend/http/shopper-language";
import { orderAgain } from "@/backend/services/account/order-again";
import { requireOwner } from "@/backend/http/signed-in";
import { orderAgainMessage } from "@/lib/api/schemas/buy-again";
import { answerCart } from "./cart-context";
import { requireOwnOrder } from "./own-order";

const tags = ["Account"];

const orderAgainRoute = createRoute({
  method: "post",
  path: "/api/account/orders/{id}/order-again",
  tags,
  summary: "Put a past order's packs back into the cart at today's prices",
  description:
    "Adds as many units of each pack as the order had, within the line limit and the units on the shelf. A pack whose price changed is added at today's price and listed in price_changed; what could not be added is listed in left_out with its reason. Answers the whole cart.",
  request: { params: idParamSchema },
  responses: {
    200: jsonResponse(orderAgainWireSchema, "The cart after the change, what was added, what was left out and why"),
    401: errorResponse("Not signed in"),
    404: errorResponse("No such order of the signed-in customer"),
    ...errorResponses,
  },
});

const buyAgainRoute = createRoute({
  method: "get",
  path: "/api/account/buy-again",
  tags,
  summary: "Products from the customer's latest orders, the most often ordered first",
  description: "Only products still sold, with today's packs, prices and stock. Private: never stored by a shared cache.",
  responses: { 200: jsonResponse(buyAgainWireSchema, "Up to 12 products"), 401: errorResponse("Not signed in"), ...errorResponses },
});

export function registerBuyAgainRoutes(app: StoreApp) {
  app.openapi(orderAgainRoute, async (c) => {
    const db = c.get("db");
    const owner = requireOwner(c);
    const outcome = await orderAgain(db, owner, await requireOwnOrder(db, owner, c.req.valid("param").id), new Date());
    const cart = await answerCart(c);
    c.header("Cache-Control", "private, no-store");
    return c.json({ cart, ...outcome, message: orderAgainMessage(outcome) }, 200);
  });

  app.openapi(buyAgainRoute, async (c) => {
    const data = await buyAgainProducts(c.get("db"), requireOwner(c), shopperCatalogueLanguage(c));
    keepableForOwner(c);
    return c.json({ data }, 200);
  });
}
