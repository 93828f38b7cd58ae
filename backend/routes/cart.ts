import { createRoute } from "@hono/zod-openapi";
import { refuse, type RefusalOf, type RefusalTable } from "@/backend/http/refusals";
import type { StoreApp } from "@/backend/http/router";
import { keepableForOwner } from "@/backend/middleware/private-answer-owners";
import { formMessagesHook } from "@/backend/http/validation";
import { cartAddWireSchema, cartQueryWireSchema, cartRemoveWireSchema, cartWireSchema, couponWireSchema } from "@/backend/schemas/cart";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "@/backend/schemas/common";
import {
  addUnit,
  CART_MESSAGES,
  ensureCart,
  findCart,
  findSellablePack,
  removeUnits,
  setCoupon,
  type SellablePackResult,
} from "@/backend/services/cart/store";
import { maxLineQuantity } from "@/backend/services/cart/limits";
import { ApiError } from "@/backend/http/errors";
import { lineLimitMessage } from "@/lib/api/schemas/cart";
import { shortOfStockMessage } from "@/lib/api/schemas/stock";
import { checkCoupon, COUPON_MESSAGES } from "@/backend/services/coupons";
import { answerCart, cartForCoupons, cartHolder } from "./cart-context";

const cartAnswer = { 200: jsonResponse(cartWireSchema, "The whole cart after the change") };

const getRoute = createRoute({
  method: "get",
  path: "/api/cart",
  tags: ["Cart"],
  summary: "The visitor's cart",
  description:
    "Priced on the server; delivery per group from the session pincode, or from the pincode of address_id (the signed-in customer's address, at checkout). An empty cart when there is none.",
  request: { query: cartQueryWireSchema },
  responses: { ...cartAnswer, 404: errorResponse("address_id is not an address of the signed-in customer"), ...errorResponses },
});

const addRoute = createRoute({
  method: "post",
  path: "/api/cart/add",
  tags: ["Cart"],
  summary: "Add one unit of a pack",
  description: "Starts a guest session (cookie sid) on a visitor's first cart action. At most 20 units per line.",
  request: jsonBody(cartAddWireSchema),
  responses: { ...cartAnswer, 404: errorResponse("No such pack on sale"), ...errorResponses },
});

const removeRoute = createRoute({
  method: "post",
  path: "/api/cart/remove",
  tags: ["Cart"],
  summary: "Take one unit away, or the whole line when remove is true",
  request: jsonBody(cartRemoveWireSchema),
  responses: { ...cartAnswer, ...errorResponses },
});

const applyCouponRoute = createRoute({
  method: "post",
  path: "/api/apply/coupon",
  tags: ["Cart"],
  summary: "Apply a coupon code to the cart",
  request: jsonBody(couponWireSchema),
  responses: {
    ...cartAnswer,
    422: errorResponse("The coupon cannot be used: empty cart (checked first), unknown, expired, below its minimum, or used up"),
    429: errorResponse("Too many codes tried for this cart; the Retry-After header says when to try again"),
    ...errorResponses,
  },
});

const removeCouponRoute = createRoute({
  method: "get",
  path: "/api/remove/coupon",
  tags: ["Cart"],
  summary: "Remove the applied coupon",
  responses: { ...cartAnswer, ...errorResponses },
});

const packRefusals = {
  packUnavailable: { status: 404, message: CART_MESSAGES.packUnavailable },
  wrongWarehouse: { status: 400, message: CART_MESSAGES.wrongWarehouse },
} as const satisfies RefusalTable<RefusalOf<SellablePackResult>>;

export function registerCartRoutes(app: StoreApp) {
  app.openapi(getRoute, async (c) => {
    const query = c.req.valid("query");
    const addressId = query.address_id === undefined ? undefined : Number(query.address_id);
    const answer = await answerCart(c, { paymentMethod: query.payment_method, addressId });
    keepableForOwner(c);
    return c.json(answer, 200);
  });

  app.openapi(addRoute, async (c) => {
    const body = c.req.valid("json");
    const db = c.get("db");
    const now = new Date();
    const sellable = await findSellablePack(db, c.get("website").id, body.pack_id, body.warehouse_id);
    if (!sellable.ok) refuse(packRefusals, sellable);
    const { pack } = sellable;
    const holder = (await cartHolder(c, true))!;
    const added = await addUnit(db, await ensureCart(db, holder, now), pack, now);
    if (!added.ok) {
      throw new ApiError(400, added.reason === "lineLimit" ? lineLimitMessage(maxLineQuantity()) : shortOfStockMessage(pack.product_name, pack.name, added.left));
    }
    return c.json(await answerCart(c), 200);
  });

  app.openapi(removeRoute, async (c) => {
    const body = c.req.valid("json");
    const db = c.get("db");
    const holder = await cartHolder(c, false);
    const cart = holder ? await findCart(db, holder) : undefined;
    if (cart) await removeUnits(db, cart, body.pack_id, body.remove, new Date());
    return c.json(await answerCart(c), 200);
  });

  app.openapi(
    applyCouponRoute,
    async (c) => {
      const db = c.get("db");
      const { cart, amount } = await cartForCoupons(c);
      // Before the code is looked up: an empty cart must not tell a real code from an unknown one.
      if (!cart || amount <= 0) throw new ApiError(422, COUPON_MESSAGES.emptyCart);
      const now = new Date();
      const checked = await checkCoupon(db, {
        websiteId: c.get("website").id,
        userId: c.get("user")?.id ?? null,
        code: c.req.valid("json").code,
        amount,
        now,
      });
      if (!checked.ok) throw new ApiError(422, checked.message);
      await setCoupon(db, cart.id, checked.coupon.code, now);
      return c.json(await answerCart(c), 200);
    },
    formMessagesHook,
  );

  app.openapi(removeCouponRoute, async (c) => {
    const db = c.get("db");
    const holder = await cartHolder(c, false);
    const cart = holder ? await findCart(db, holder) : undefined;
    if (cart?.coupon_code) await setCoupon(db, cart.id, null, new Date());
    return c.json(await answerCart(c), 200);
  });
}
