import { z } from "zod";
import { readCashfreeConfig, type CashfreeConfig } from "./config";
import { PaymentGatewayError } from "./gateway-error";
import { gatewayRequest, type GatewayTransport } from "./gateway-request";
import { signatureMatches, type RawBody } from "./signatures";
import { parseJsonBody } from "./webhook-body";
import { paise } from "@/backend/services/money";

const CASHFREE_API_VERSION = "2023-08-01";
export const CASHFREE_SIGNATURE_HEADER = "x-webhook-signature";
export const CASHFREE_TIMESTAMP_HEADER = "x-webhook-timestamp";

export interface CashfreeClientOptions extends GatewayTransport {
  config?: CashfreeConfig;
}

const cashfreeId = z.string().regex(/^[A-Za-z0-9_-]{3,45}$/, "3–45 letters, digits, _ or -");

/** Whole paise: ₹12.5 is fine, ₹12.505 is a bug upstream. */
const rupeeAmount = z
  .number()
  .min(1, "Cashfree orders start at ₹1")
  .refine((rupees) => Math.abs(rupees * 100 - paise(rupees)) < 1e-6, "at most 2 decimals");

const createOrderInput = z.object({
  orderId: cashfreeId,
  amountRupees: rupeeAmount,
  customer: z.object({
    customer_id: z.string().regex(/^[A-Za-z0-9_-]{3,50}$/),
    customer_phone: z.string().regex(/^\d{10}$/),
    customer_name: z.string().min(1).max(100).optional(),
    customer_email: z.email().optional(),
  }),
  returnUrl: z.url({ protocol: /^https?$/ }),
  notifyUrl: z.url({ protocol: /^https?$/ }).optional(),
});

export type CreateCashfreeOrderInput = z.input<typeof createOrderInput>;

const orderSchema = z.object({
  cf_order_id: z.union([z.string(), z.number()]).transform(String),
  order_id: z.string(),
  order_amount: z.number(),
  order_currency: z.string(),
  order_status: z.string(),
  payment_session_id: z.string().nullish(),
});

export type CashfreeOrder = z.infer<typeof orderSchema>;
export type CashfreeCreatedOrder = CashfreeOrder & { payment_session_id: string };

const errorBody = z.object({ message: z.string().optional(), code: z.string().optional() });

function describeError(body: unknown) {
  const parsed = errorBody.safeParse(body);
  return parsed.success ? parsed.data : {};
}

function requireConfig(config: CashfreeConfig | undefined): CashfreeConfig {
  const resolved = config ?? readCashfreeConfig();
  if (!resolved) throw new PaymentGatewayError("cashfree", "Cashfree is not configured");
  return resolved;
}

const authHeaders = (config: CashfreeConfig) => ({
  "x-client-id": config.clientId,
  "x-client-secret": config.clientSecret,
  "x-api-version": CASHFREE_API_VERSION,
});

/** POST /orders: payment_session_id is what the browser SDK's checkout() needs. */
export async function createCashfreeOrder(input: CreateCashfreeOrderInput, options: CashfreeClientOptions = {}): Promise<CashfreeCreatedOrder> {
  const { orderId, amountRupees, customer, returnUrl, notifyUrl } = createOrderInput.parse(input);
  const config = requireConfig(options.config);
  const amount = Math.round(amountRupees * 100) / 100;
  const order = await gatewayRequest({
    fetcher: options.fetcher,
    timeoutMs: options.timeoutMs,
    gateway: "cashfree",
    url: `${config.apiBase}/orders`,
    method: "POST",
    headers: authHeaders(config),
    body: {
      order_id: orderId,
      order_amount: amount,
      order_currency: "INR",
      customer_details: customer,
      order_meta: { return_url: returnUrl, ...(notifyUrl ? { notify_url: notifyUrl } : {}) },
    },
    schema: orderSchema,
    describeError,
  });
  if (!order.payment_session_id) throw new PaymentGatewayError("cashfree", `Cashfree order ${order.order_id} has no payment session`);
  if (paise(order.order_amount) !== paise(amount) || order.order_currency !== "INR") {
    throw new PaymentGatewayError("cashfree", `Cashfree created order ${order.order_id} for ${order.order_currency} ${order.order_amount}, not INR ${amount}`);
  }
  return { ...order, payment_session_id: order.payment_session_id };
}

/** GET /orders/{order_id}: order_status is ACTIVE, PAID, EXPIRED or TERMINATED (amounts in rupees). */
export async function getCashfreeOrder(orderId: string, options: CashfreeClientOptions = {}): Promise<CashfreeOrder> {
  const config = requireConfig(options.config);
  return gatewayRequest({
    fetcher: options.fetcher,
    timeoutMs: options.timeoutMs,
    gateway: "cashfree",
    url: `${config.apiBase}/orders/${encodeURIComponent(orderId)}`,
    method: "GET",
    headers: authHeaders(config),
    schema: orderSchema,
    describeError,
  });
}

const paymentSchema = z.object({
  cf_payment_id: z.union([z.string(), z.number()]).transform(String),
  payment_status: z.string(),
  payment_amount: z.number().nullish(),
  payment_currency: z.string().nullish(),
  payment_time: z.string().nullish(),
});

export type CashfreePayment = z.infer<typeof paymentSchema>;

/** GET /orders/{order_id}/payments: every attempt on the order (SUCCESS, FAILED, USER_DROPPED, PENDING …). */
export async function getCashfreeOrderPayments(orderId: string, options: CashfreeClientOptions = {}): Promise<CashfreePayment[]> {
  const config = requireConfig(options.config);
  return gatewayRequest({
    fetcher: options.fetcher,
    timeoutMs: options.timeoutMs,
    gateway: "cashfree",
    url: `${config.apiBase}/orders/${encodeURIComponent(orderId)}/payments`,
    method: "GET",
    headers: authHeaders(config),
    schema: z.array(paymentSchema),
    describeError,
  });
}

/** x-webhook-signature = base64 HMAC-SHA256(timestamp + raw body) with the client secret. */
export function verifyWebhookSignature(rawBody: RawBody, timestamp: unknown, signature: unknown, clientSecret: string): boolean {
  if (typeof timestamp !== "string" || !/^\d+$/.test(timestamp)) return false;
  return signatureMatches(clientSecret, [timestamp, rawBody], signature, "base64");
}

const CASHFREE_PAYMENT_EVENTS = ["PAYMENT_SUCCESS_WEBHOOK", "PAYMENT_FAILED_WEBHOOK", "PAYMENT_USER_DROPPED_WEBHOOK"] as const;

const paymentWebhook = z.object({
  type: z.enum(CASHFREE_PAYMENT_EVENTS),
  data: z.object({
    order: z.object({ order_id: z.string().min(1), order_amount: z.number(), order_currency: z.string().optional() }),
    payment: z.object({
      cf_payment_id: z.union([z.string().min(1), z.number()]).transform(String),
      payment_status: z.string(),
      payment_amount: z.number().nullish(),
      payment_currency: z.string().nullish(),
      payment_message: z.string().nullish(),
    }),
  }),
});

interface CashfreePaymentEvent {
  type: (typeof CASHFREE_PAYMENT_EVENTS)[number];
  orderId: string;
  orderAmountRupees: number;
  orderAmountPaise: number;
  currency: string;
  cfPaymentId: string;
  paymentStatus: string;
  paymentMessage: string | null;
}

export type CashfreeWebhookEvent = CashfreePaymentEvent | { type: "ignored"; event: string } | { type: "invalid"; reason: string };

/** Reads a webhook body whose signature has already been verified. */
export function parseWebhookEvent(rawBody: RawBody): CashfreeWebhookEvent {
  const json = parseJsonBody(rawBody);
  const type = z.object({ type: z.string() }).safeParse(json);
  if (!type.success) return { type: "invalid", reason: "not a Cashfree event" };
  if (!(CASHFREE_PAYMENT_EVENTS as readonly string[]).includes(type.data.type)) return { type: "ignored", event: type.data.type };
  const parsed = paymentWebhook.safeParse(json);
  if (!parsed.success) return { type: "invalid", reason: `${type.data.type} without order and payment details` };
  const { order, payment } = parsed.data.data;
  return {
    type: parsed.data.type,
    orderId: order.order_id,
    orderAmountRupees: order.order_amount,
    orderAmountPaise: paise(order.order_amount),
    currency: order.order_currency ?? payment.payment_currency ?? "INR",
    cfPaymentId: payment.cf_payment_id,
    paymentStatus: payment.payment_status,
    paymentMessage: payment.payment_message ?? null,
  };
}

const refundSchema = z.object({
  cf_refund_id: z.union([z.string(), z.number()]).transform(String),
  refund_id: z.string(),
  order_id: z.string(),
  refund_amount: z.number(),
  refund_currency: z.string().nullish(),
  refund_status: z.string(),
});

export type CashfreeRefund = z.infer<typeof refundSchema>;

/** POST /orders/{order_id}/refunds: refund_id is ours and unique per order, so a repeated call cannot refund twice. */
export async function createCashfreeRefund(
  input: { orderId: string; amountRupees: number; refundId: string; note: string },
  options: CashfreeClientOptions = {},
): Promise<CashfreeRefund> {
  const config = requireConfig(options.config);
  return gatewayRequest({
    fetcher: options.fetcher,
    timeoutMs: options.timeoutMs,
    gateway: "cashfree",
    url: `${config.apiBase}/orders/${encodeURIComponent(input.orderId)}/refunds`,
    method: "POST",
    headers: authHeaders(config),
    body: { refund_amount: input.amountRupees, refund_id: input.refundId, refund_note: input.note.slice(0, 100), refund_speed: "STANDARD" },
    schema: refundSchema,
    describeError,
  });
}

const CASHFREE_REFUND_EVENT = "REFUND_STATUS_WEBHOOK";

const refundWebhook = z.object({ type: z.literal(CASHFREE_REFUND_EVENT), data: z.object({ refund: refundSchema }) });

/** REFUND_STATUS_WEBHOOK from a verified body (SUCCESS, FAILED, CANCELLED, PENDING, ONHOLD); null for any other event. */
export function parseRefundWebhookEvent(rawBody: RawBody): CashfreeRefund | null {
  const parsed = refundWebhook.safeParse(parseJsonBody(rawBody));
  return parsed.success ? parsed.data.data.refund : null;
}
