import type { Kysely } from "kysely";
import type { Database, OrderRow, UserRow } from "@/backend/db/schema";
import { ApiError } from "@/backend/http/errors";
import { readRazorpayConfig } from "@/backend/services/payments/config";
import { createRazorpayOrder, verifyPaymentSignature } from "@/backend/services/payments/razorpay";
import { razorpayCheckoutSignal } from "@/backend/services/payments/reconcile";
import type { RazorpayStart, RazorpayVerifyBody } from "@/lib/api/schemas/checkout";
import { applyPayment } from "./apply-payment";
import { latestAttempt, recordAttempt } from "./attempts";
import { gatewayCall } from "./gateway-call";
import { assertPayableWith, gatewayUnavailable } from "./payable";

/** checkout.js's accent when the website has no brand colour of its own. */
const DEFAULT_THEME_COLOR = "#0f766e";
const NOT_VERIFIED = "Payment could not be verified. Your order is still open: please try paying again.";

function razorpayConfig() {
  const config = readRazorpayConfig();
  if (!config) throw gatewayUnavailable("razorpay");
  return config;
}

/** What checkout.js opens with; the Razorpay order is created once and reused while unpaid. */
export async function startRazorpay(
  db: Kysely<Database>,
  order: OrderRow,
  user: UserRow,
  website: { name: string; brand_color: string | null },
): Promise<RazorpayStart> {
  assertPayableWith(order, "razorpay");
  const config = razorpayConfig();
  const previous = await latestAttempt(db, order.id, "razorpay");
  const attempt =
    previous && previous.amount === order.total && previous.status !== "paid"
      ? previous
      : await recordAttempt(db, {
          orderId: order.id,
          gateway: "razorpay",
          amount: order.total,
          gatewayOrderId: (
            await gatewayCall(() =>
              createRazorpayOrder(
                { amountPaise: order.total, receipt: order.order_number, notes: { order_id: String(order.id), order_number: order.order_number, website: website.name } },
                { config },
              ),
            )
          ).id,
        });
  return {
    key: config.keyId,
    amount: attempt.amount,
    currency: "INR",
    name: website.name,
    description: `Order ${order.order_number}`,
    order_id: attempt.gateway_order_id,
    order_number: order.order_number,
    prefill: { name: user.name ?? "", email: user.email ?? "", contact: user.phone },
    theme_color: website.brand_color ?? DEFAULT_THEME_COLOR,
    script_url: config.checkoutScript,
  };
}

/**
 * The checkout handler's result, checked against the Razorpay order WE stored for this order (a body
 * naming another one is refused), in constant time. A good one pays the order like a webhook would.
 */
export async function verifyRazorpay(db: Kysely<Database>, order: OrderRow, body: RazorpayVerifyBody): Promise<void> {
  if (order.payment_method !== "razorpay") throw new ApiError(400, "This order is not paid with Razorpay");
  const config = razorpayConfig();
  const attempt = await latestAttempt(db, order.id, "razorpay");
  const verified =
    attempt !== undefined &&
    attempt.gateway_order_id === body.razorpay_order_id &&
    verifyPaymentSignature({ orderId: attempt.gateway_order_id, paymentId: body.razorpay_payment_id, signature: body.razorpay_signature }, config.keySecret);
  if (!attempt || !verified) {
    console.warn(`[payments] Razorpay checkout result for order ${order.order_number} failed verification`);
    throw new ApiError(400, NOT_VERIFIED);
  }
  await applyPayment(db, attempt, razorpayCheckoutSignal({ orderId: attempt.gateway_order_id, paymentId: body.razorpay_payment_id }, attempt.amount));
}
