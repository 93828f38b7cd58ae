import { createRoute } from "@hono/zod-openapi";
import type { StoreApp } from "@/backend/http/router";
import { availableCouponsWireSchema } from "@/backend/schemas/cart";
import { errorResponses, jsonResponse } from "@/backend/schemas/common";
import { availableCoupons } from "@/backend/services/available-coupons";
import { rupees } from "@/backend/services/money";
import { cartForCoupons } from "./cart-context";

const listRoute = createRoute({
  method: "get",
  path: "/api/cart/coupons",
  tags: ["Cart"],
  summary: "The coupons the visitor may use on their cart",
  description:
    "Listed coupons of this website, checked as applying them would be: not expired, started, not used up in total or by the signed-in customer. Each says what it saves on this cart now or how much more the cart needs. Private codes are never listed; an empty cart lists none.",
  responses: { 200: jsonResponse(availableCouponsWireSchema, "Those that apply now first, largest saving first; then the nearest minimum first"), ...errorResponses },
});

export function registerAvailableCouponRoutes(app: StoreApp) {
  app.openapi(listRoute, async (c) => {
    const { amount, appliedCode } = await cartForCoupons(c);
    const coupons = await availableCoupons(c.get("db"), {
      websiteId: c.get("website").id,
      userId: c.get("user")?.id ?? null,
      amount,
      appliedCode: appliedCode || null,
      now: new Date(),
    });
    // It depends on the visitor's cart and account: no shared cache may keep it.
    c.header("Cache-Control", "private, no-store");
    return c.json({ coupons: coupons.map((coupon) => ({ ...coupon, saving: rupees(coupon.saving), short: rupees(coupon.short) })) }, 200);
  });
}
