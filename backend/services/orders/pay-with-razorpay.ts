import type { Kysely } from "kysely";
import type { Database, OrderRow, PaymentRow, UserRow } from "@/backend/db/schema";
import { readRazorpayConfig, type RazorpayConfig } from "@/backend/services/payments/config";
import { createRazorpayOrder, verifyPaymentSignature } from "@/backend/services/payments/razorpay";
import { razorpayCheckoutSignal } from "@/backend/services/payments/reconcile";
import type { RazorpayStart, RazorpayVerifyBody } from "@/lib/api/schemas/checkout";
import { applyPayment } from "./apply-payment";
import { latestAttempt, recordAttempt } from "./attempts";
import { gatewayCall } from "./gateway-call";
import { payableWith, paymentRefusal, type PaymentResult } from "./payable";

/** checkout.js's accent when the website has no brand colour of its own. */
const DEFAULT_THEME_COLOR = "#0f766e";

/** The Razorpay order checkout.js pays: the stored one while it is unpaid and for the order's total, else a new one. */
async function razorpayAttempt(db: Kysely<Database>, order: OrderRow, websiteName: string, config: RazorpayConfig): Promise<PaymentResult<{ attempt: PaymentRow }>> {
  const previous = await latestAttempt(db, order.id, "razorpay");
  if (previous && previous.amount === order.total && previous.status !== "paid") return { ok: true, attempt: previous };
  const created = await gatewayCall("razorpay", () =>
    createRazorpayOrder(
      { amountPaise: order.total, receipt: order.order_number, notes: { order_id: String(order.id), order_number: order.order_number, website: websiteName } },
      { config },
    ),
  );
  if (!created.ok) return created;
  return { ok: true, attempt: await recordAttempt(db, { orderId: order.id, gateway: "razorpay", amount: order.total, gatewayOrderId: created.answer.id }) };
}

/** What checkout.js opens with; the Razorpay order is created once and reused while unpaid. */
export async function startRazorpay(
  db: Kysely<Database>,
  order: OrderRow,
  user: UserRow,
  website: { name: string; brand_color: string | null },
): Promise<PaymentResult<{ start: RazorpayStart }>> {
  const refused = payableWith(order, "razorpay");
  if (refused) return refused;
  const config = readRazorpayConfig();
  if (!config) return paymentRefusal("gatewayOff", "razorpay");
  const found = await razorpayAttempt(db, order, website.name, config);
  if (!found.ok) return found;
  const { attempt } = found;
  return {
    ok: true,
    start: {
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
    },
  };
}

/**
 * The checkout handler's result, checked against the Razorpay order WE stored for this order (a body
 * naming another one is refused), in constant time. A good one pays the order like a webhook would.
 */
export async function verifyRazorpay(db: Kysely<Database>, order: OrderRow, body: RazorpayVerifyBody): Promise<PaymentResult<object>> {
  if (order.payment_method !== "razorpay") return paymentRefusal("otherGateway", "razorpay");
  const config = readRazorpayConfig();
  if (!config) return paymentRefusal("gatewayOff", "razorpay");
  const attempt = await latestAttempt(db, order.id, "razorpay");
  const verified =
    attempt !== undefined &&
    attempt.gateway_order_id === body.razorpay_order_id &&
    verifyPaymentSignature({ orderId: attempt.gateway_order_id, paymentId: body.razorpay_payment_id, signature: body.razorpay_signature }, config.keySecret);
  if (!attempt || !verified) {
    console.warn(`[payments] Razorpay checkout result for order ${order.order_number} failed verification`);
    return paymentRefusal("notVerified", "razorpay");
  }
  await applyPayment(db, attempt, razorpayCheckoutSignal({ orderId: attempt.gateway_order_id, paymentId: body.razorpay_payment_id }, attempt.amount));
  return { ok: true };
}
