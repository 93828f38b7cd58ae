import { z } from "zod";
import { readRazorpayConfig, type RazorpayConfig } from "./config";
import { PaymentGatewayError } from "./gateway-error";
import { gatewayRequest, type GatewayTransport } from "./gateway-request";
import { signatureMatches, type RawBody } from "./signatures";
import { parseJsonBody } from "./webhook-body";

export const RAZORPAY_SIGNATURE_HEADER = "x-razorpay-signature";
export const RAZORPAY_EVENT_ID_HEADER = "x-razorpay-event-id";

export interface RazorpayClientOptions extends GatewayTransport {
  config?: RazorpayConfig;
}

const createOrderInput = z.object({
  amountPaise: z.number().int().min(100, "Razorpay orders start at ₹1"),
  receipt: z.string().min(1).max(40),
  notes: z
    .record(z.string(), z.string().max(256))
    .refine((notes) => Object.keys(notes).length <= 15, "Razorpay accepts at most 15 notes")
    .optional(),
});

export type CreateRazorpayOrderInput = z.input<typeof createOrderInput>;

const orderSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  receipt: z.string().nullish(),
  amount_paid: z.number().int().optional(),
});

export type RazorpayOrder = z.infer<typeof orderSchema>;

const errorBody = z.object({ error: z.object({ description: z.string().optional(), code: z.string().optional() }) });

function describeError(body: unknown) {
  const parsed = errorBody.safeParse(body);
  return parsed.success ? { message: parsed.data.error.description, code: parsed.data.error.code } : {};
}

function requireConfig(config: RazorpayConfig | undefined): RazorpayConfig {
  const resolved = config ?? readRazorpayConfig();
  if (!resolved) throw new PaymentGatewayError("razorpay", "Razorpay is not configured");
  return resolved;
}

const basicAuth = (config: RazorpayConfig) =>
  `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;

/** POST /orders: the order the browser checkout pays, for an amount in paise. */
export async function createRazorpayOrder(input: CreateRazorpayOrderInput, options: RazorpayClientOptions = {}): Promise<RazorpayOrder> {
  const { amountPaise, receipt, notes } = createOrderInput.parse(input);
  const config = requireConfig(options.config);
  const order = await gatewayRequest({
    fetcher: options.fetcher,
    timeoutMs: options.timeoutMs,
    gateway: "razorpay",
    url: `${config.apiBase}/orders`,
    method: "POST",
    headers: { authorization: basicAuth(config) },
    body: { amount: amountPaise, currency: "INR", receipt, notes: notes ?? {} },
    schema: orderSchema,
    describeError,
  });
  if (order.amount !== amountPaise || order.currency !== "INR") {
    throw new PaymentGatewayError("razorpay", `Razorpay created order ${order.id} for ${order.currency} ${order.amount}, not INR ${amountPaise}`);
  }
  return order;
}

/** GET /orders/{id}: status is created, attempted or paid; amount_paid in paise. */
export async function getRazorpayOrder(orderId: string, options: RazorpayClientOptions = {}): Promise<RazorpayOrder> {
  const config = requireConfig(options.config);
  return gatewayRequest({
    fetcher: options.fetcher,
    timeoutMs: options.timeoutMs,
    gateway: "razorpay",
    url: `${config.apiBase}/orders/${encodeURIComponent(orderId)}`,
    method: "GET",
    headers: { authorization: basicAuth(config) },
    schema: orderSchema,
    describeError,
  });
}

export interface RazorpayCheckoutResult {
  /** The Razorpay order id the server stored when it created the order, never the one the browser sends back. */
  orderId: string;
  paymentId: unknown;
  signature: unknown;
}

/** razorpay_signature = hex HMAC-SHA256(order_id + "|" + payment_id) with the key secret. */
export function verifyPaymentSignature({ orderId, paymentId, signature }: RazorpayCheckoutResult, keySecret: string): boolean {
  if (typeof orderId !== "string" || !orderId || typeof paymentId !== "string" || !paymentId) return false;
  return signatureMatches(keySecret, [`${orderId}|${paymentId}`], signature, "hex");
}

/** X-Razorpay-Signature = hex HMAC-SHA256 of the raw body with the webhook secret. */
export function verifyWebhookSignature(rawBody: RawBody, signatureHeader: unknown, webhookSecret: string | null | undefined): boolean {
  return signatureMatches(webhookSecret ?? "", [rawBody], signatureHeader, "hex");
}

const paymentEntity = z.object({
  id: z.string().min(1),
  order_id: z.string().nullish(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  error_description: z.string().nullish(),
});

const orderEntity = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  amount_paid: z.number().int(),
  currency: z.string(),
  status: z.string(),
});

const envelope = z.object({ event: z.string(), id: z.string().optional(), payload: z.record(z.string(), z.unknown()) });
const paymentPayload = z.object({ payment: z.object({ entity: paymentEntity }) });
const orderPaidPayload = z.object({
  order: z.object({ entity: orderEntity }),
  payment: z.object({ entity: paymentEntity }).optional(),
});

export interface RazorpayPayment {
  id: string;
  orderId: string | null;
  amountPaise: number;
  currency: string;
  status: string;
  errorDescription: string | null;
}

interface RazorpayPaidOrder {
  id: string;
  amountPaise: number;
  amountPaidPaise: number;
  currency: string;
  status: string;
}

export type RazorpayWebhookEvent =
  | { type: "payment.captured" | "payment.failed"; eventId: string | null; payment: RazorpayPayment }
  | { type: "order.paid"; eventId: string | null; order: RazorpayPaidOrder; payment: RazorpayPayment | null }
  | { type: "ignored"; eventId: string | null; event: string }
  | { type: "invalid"; reason: string };

const toPayment = (entity: z.infer<typeof paymentEntity>): RazorpayPayment => ({
  id: entity.id,
  orderId: entity.order_id ?? null,
  amountPaise: entity.amount,
  currency: entity.currency,
  status: entity.status,
  errorDescription: entity.error_description ?? null,
});

/** Reads a webhook body whose signature has already been verified. */
export function parseWebhookEvent(rawBody: RawBody, eventIdHeader?: string | null): RazorpayWebhookEvent {
  const parsed = envelope.safeParse(parseJsonBody(rawBody));
  if (!parsed.success) return { type: "invalid", reason: "not a Razorpay event" };
  const { event, payload } = parsed.data;
  const eventId = eventIdHeader?.trim() || parsed.data.id || null;

  if (event === "payment.captured" || event === "payment.failed") {
    const body = paymentPayload.safeParse(payload);
    if (!body.success) return { type: "invalid", reason: `${event} without a payment entity` };
    return { type: event, eventId, payment: toPayment(body.data.payment.entity) };
  }
  if (event === "order.paid") {
    const body = orderPaidPayload.safeParse(payload);
    if (!body.success) return { type: "invalid", reason: "order.paid without an order entity" };
    const order = body.data.order.entity;
    return {
      type: "order.paid",
      eventId,
      order: { id: order.id, amountPaise: order.amount, amountPaidPaise: order.amount_paid, currency: order.currency, status: order.status },
      payment: body.data.payment ? toPayment(body.data.payment.entity) : null,
    };
  }
  return { type: "ignored", eventId, event };
}

const refundSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
  payment_id: z.string(),
  receipt: z.string().nullish(),
  status: z.string(),
});

export type RazorpayRefund = z.infer<typeof refundSchema>;

/** POST /payments/{id}/refund: a full or partial refund in paise; receipt carries our refund id. */
export async function createRazorpayRefund(
  input: { paymentId: string; amountPaise: number; receipt: string; notes: Record<string, string> },
  options: RazorpayClientOptions = {},
): Promise<RazorpayRefund> {
  const config = requireConfig(options.config);
  return gatewayRequest({
    fetcher: options.fetcher,
    timeoutMs: options.timeoutMs,
    gateway: "razorpay",
    url: `${config.apiBase}/payments/${encodeURIComponent(input.paymentId)}/refund`,
    method: "POST",
    headers: { authorization: basicAuth(config) },
    body: { amount: input.amountPaise, speed: "normal", receipt: input.receipt, notes: input.notes },
    schema: refundSchema,
    describeError,
  });
}

const paymentCollection = z.object({ items: z.array(paymentEntity) });

/** GET /orders/{id}/payments: every payment attempt on a Razorpay order. */
export async function getRazorpayOrderPayments(orderId: string, options: RazorpayClientOptions = {}): Promise<RazorpayPayment[]> {
  const config = requireConfig(options.config);
  const { items } = await gatewayRequest({
    fetcher: options.fetcher,
    timeoutMs: options.timeoutMs,
    gateway: "razorpay",
    url: `${config.apiBase}/orders/${encodeURIComponent(orderId)}/payments`,
    method: "GET",
    headers: { authorization: basicAuth(config) },
    schema: paymentCollection,
    describeError,
  });
  return items.map(toPayment);
}

const RAZORPAY_REFUND_EVENTS = ["refund.processed", "refund.failed"] as const;

const refundPayload = z.object({ refund: z.object({ entity: refundSchema }) });

export interface RazorpayRefundEvent {
  type: (typeof RAZORPAY_REFUND_EVENTS)[number];
  eventId: string;
  refund: RazorpayRefund;
}

/** refund.processed / refund.failed from a verified webhook body; null for any other event. */
export function parseRefundWebhookEvent(rawBody: RawBody, eventIdHeader?: string | null): RazorpayRefundEvent | null {
  const parsed = envelope.safeParse(parseJsonBody(rawBody));
  if (!parsed.success || !(RAZORPAY_REFUND_EVENTS as readonly string[]).includes(parsed.data.event)) return null;
  const body = refundPayload.safeParse(parsed.data.payload);
  if (!body.success) return null;
  const refund = body.data.refund.entity;
  return {
    type: parsed.data.event as RazorpayRefundEvent["type"],
    eventId: eventIdHeader?.trim() || parsed.data.id || `razorpay:${parsed.data.event}:${refund.id}`,
    refund,
  };
}
