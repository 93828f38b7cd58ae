import { consoleCouponListSchema, consoleCouponSavedSchema, consoleCouponSchema, couponBodySchema, couponListQuerySchema } from "@/lib/api/schemas/console/coupons";

// clone(): the storefront may create the shared schemas before @hono/zod-openapi adds .openapi() to new instances.
export const couponQueryWireSchema = couponListQuerySchema;
export const couponListWireSchema = consoleCouponListSchema.clone().openapi("ConsoleCouponList");
export const couponWireSchema = consoleCouponSchema.clone().openapi("ConsoleCoupon");
export const couponSavedWireSchema = consoleCouponSavedSchema.clone().openapi("ConsoleCouponSaved");
export const couponBodyWireSchema = couponBodySchema.clone().openapi("ConsoleCouponBody", {
  example: {
    code: "MONSOON15",
    description: "15% off orders above ₹800, up to ₹150",
    kind: "percent",
    value: 15,
    min_order: 800,
    max_discount: 150,
    valid_from: "2026-07-01",
    valid_to: "2026-08-31",
    total_limit: 500,
    per_customer_limit: 1,
    private: false,
    active: true,
  },
});
