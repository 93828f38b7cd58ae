import { z } from "@hono/zod-openapi";
import {
  cashfreeStartSchema,
  paymentConfirmationSchema,
  placedOrderSchema,
  placeOrderBodySchema,
  razorpayStartSchema,
  razorpayVerifyBodySchema,
} from "@/lib/api/schemas/checkout";

// clone(): the storefront may create the shared schemas before @hono/zod-openapi adds .openapi() to new instances.
export const placeOrderBodyWireSchema = placeOrderBodySchema.clone().openapi("PlaceOrder", {
  example: {
    idempotency_key: "3f1c2a9e-6b7d-4c1e-9a57-0d2f5e8b1c44",
    address_id: 1,
    payment_method: "cod",
    deliveries: [{ delivery_charge_id: 1, date: "2026-01-15", start_time: "09:00", end_time: "12:00" }],
    notes: "Please ring the bell",
    expected_total: 540,
  },
});
export const placedOrderWireSchema = placedOrderSchema.clone().openapi("PlacedOrder");
export const razorpayStartWireSchema = razorpayStartSchema.clone().openapi("RazorpayStart");
export const razorpayVerifyBodyWireSchema = razorpayVerifyBodySchema.clone().openapi("RazorpayVerify");
export const cashfreeStartWireSchema = cashfreeStartSchema.clone().openapi("CashfreeStart");
export const paymentConfirmationWireSchema = paymentConfirmationSchema.clone().openapi("PaymentConfirmation");

export const webhookAnswerWireSchema = z
  .object({
    outcome: z.enum(["paid", "failed", "refunded", "refund-failed", "duplicate", "ignored", "rejected", "unknown-order"]).openapi({
      description: "rejected = signed but not for the amount or gateway order stored: nothing changed (answered 200 so the gateway stops retrying)",
    }),
  })
  .openapi("WebhookAnswer");

export const orderNumberParamSchema = z.object({
  order_number: z.string().min(1).max(40).openapi({ param: { name: "order_number", in: "path" }, example: "AS-100101" }),
});
