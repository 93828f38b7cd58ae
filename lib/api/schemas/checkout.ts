import { z } from "zod";
import { ORDER_NOTES_MAX } from "../contract/checkout";
import { PAYMENT_STATUSES, ORDER_STATUSES } from "./orders";
export * from "../contract/checkout";

/** The slot a shopper picked for one delivery group (one per delivery_charge_id of the cart). */
const deliveryChoiceSchema = z.object({
  delivery_charge_id: z.number().int().positive(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a delivery date"),
  start_time: z.string().regex(/^\d{2}:\d{2}$/, "Please choose a delivery time"),
  end_time: z.string().regex(/^\d{2}:\d{2}$/, "Please choose a delivery time"),
});
export type DeliveryChoice = z.infer<typeof deliveryChoiceSchema>;


/**
 * POST /api/checkout/place. The server recomputes every price, discount and delivery charge; the
 * total the shopper saw is only compared, and a different one is refused so nobody pays a surprise.
 * The same idempotency_key from the same customer always answers with the same order.
 */
export const placeOrderBodySchema = z.object({
  idempotency_key: z.string().trim().min(8).max(100),
  address_id: z.number({ error: "Please choose a delivery address" }).int().positive("Please choose a delivery address"),
  payment_method: z.string().trim().min(1, "Please choose a payment method").max(40),
  deliveries: z.array(deliveryChoiceSchema).min(1, "Please choose a delivery slot").max(20),
  notes: z.string().trim().max(ORDER_NOTES_MAX, `Order notes can be at most ${ORDER_NOTES_MAX} characters`).optional().default(""),
  /** Rupees, as the checkout showed them. */
  expected_total: z.number().nonnegative(),
});
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

export const placedOrderSchema = z.object({
  id: z.number(),
  order_number: z.string(),
  payment_method: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES),
  status: z.enum(ORDER_STATUSES),
  total: z.number(),
  /** Where the browser goes next: the order's success page for cash, the gateway's start page otherwise. */
  next: z.string().startsWith("/"),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** POST /api/payments/razorpay/{id}: what checkout.js needs to open for this order. */
export const razorpayStartSchema = z.object({
  key: z.string(),
  amount: z.number().int().describe("paise"),
  currency: z.literal("INR"),
  name: z.string(),
  description: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  theme_color: z.string(),
  script_url: z.string(),
});
export type RazorpayStart = z.infer<typeof razorpayStartSchema>;

/** The handler's three values, sent back as they came. */
export const razorpayVerifyBodySchema = z.object({
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type RazorpayVerifyBody = z.infer<typeof razorpayVerifyBodySchema>;

/** POST /api/payments/cashfree/{id}: what the SDK's checkout() needs. */
export const cashfreeStartSchema = z.object({
  payment_session_id: z.string(),
  mode: z.enum(["sandbox", "production"]),
  order_number: z.string(),
  script_url: z.string(),
});
export type CashfreeStart = z.infer<typeof cashfreeStartSchema>;

const PAYMENT_STATES = ["placed", "paid", "pending", "failed"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * POST /api/payments/{id}/confirm (and the answer of the Razorpay verify call): placed = a cash order
 * is in; paid = an online payment is confirmed; pending = not decided yet, ask again; failed = the
 * order is still payable, `retry` is its start page.
 */
export const paymentConfirmationSchema = z.object({
  state: z.enum(PAYMENT_STATES),
  order_id: z.number(),
  order_number: z.string(),
  payment_method: z.string(),
  message: z.string(),
  retry: z.string().nullable(),
});
export type PaymentConfirmation = z.infer<typeof paymentConfirmationSchema>;
