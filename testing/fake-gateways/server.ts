import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fakeSmsGateway } from "./sms";
import { fakeId, sendSignedCashfreeWebhook, sendSignedRazorpayWebhook, type SignedDelivery, type WebhookDeliveryOptions } from "./webhooks";

/**
 * Stand-ins for the Razorpay and Cashfree HTTP APIs (only the calls the store makes), plus test hooks
 * under /__test/ that play the shopper paying, and helpers that deliver correctly signed webhooks; and
 * an SMS gateway under /sms (sms.ts) for the messages the store sends shoppers.
 */

export interface FakeGatewayOptions {
  port?: number;
  host?: string;
  razorpay: { keyId: string; keySecret: string; webhookSecret: string; webhookUrl?: string };
  cashfree: { clientId: string; clientSecret: string };
}

export interface FakeRazorpayOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: "created" | "attempted" | "paid";
  attempts: number;
  created_at: number;
}

export interface FakeCashfreeOrder {
  cf_order_id: string;
  order_id: string;
  entity: "order";
  order_amount: number;
  order_currency: string;
  order_status: "ACTIVE" | "PAID" | "EXPIRED" | "TERMINATED";
  payment_session_id: string;
  customer_details: Record<string, unknown>;
  order_meta: { return_url: string | null; notify_url: string | null };
  created_at: string;
  order_expiry_time: string;
}

export interface FakeRazorpayEvent {
  type: "payment.captured" | "payment.failed" | "order.paid";
  orderId: string;
  paymentId?: string;
  /** Paise; defaults to the stored order's amount (set it to send a tampered amount). */
  amount?: number;
  eventId?: string;
}

export interface FakeCashfreeEvent {
  type: "PAYMENT_SUCCESS_WEBHOOK" | "PAYMENT_FAILED_WEBHOOK" | "PAYMENT_USER_DROPPED_WEBHOOK";
  orderId: string;
  cfPaymentId?: string | number;
  /** Rupees; defaults to the stored order's amount. */
  amount?: number;
}

export interface FakeRazorpayRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: "INR";
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: "pending" | "processed" | "failed";
  speed_processed: "normal";
  speed_requested: "normal";
}

export interface FakeCashfreeRefund {
  cf_payment_id: string;
  cf_refund_id: string;
  refund_id: string;
  order_id: string;
  entity: "refund";
  refund_amount: number;
  refund_currency: "INR";
  refund_note: string | null;
  refund_status: "PENDING" | "SUCCESS" | "CANCELLED" | "ONHOLD";
  refund_arn: string | null;
  refund_charge: number;
  status_description: string;
  metadata: null;
  refund_splits: [];
  refund_type: "MERCHANT_INITIATED";
  refund_mode: "STANDARD";
  created_at: string;
  processed_at: string | null;
  refund_speed: { requested: "STANDARD"; accepted: "STANDARD"; processed: "STANDARD" | null; message: string | null };
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface FakeGateways {
  url: string;
  /** Values for RAZORPAY_API_BASE and CASHFREE_API_BASE. */
  razorpayApiBase: string;
  cashfreeApiBase: string;
  close(): Promise<void>;
  razorpayOrders: Map<string, FakeRazorpayOrder>;
  cashfreeOrders: Map<string, FakeCashfreeOrder>;
  razorpayRefunds: Map<string, FakeRazorpayRefund>;
  cashfreeRefunds: Map<string, FakeCashfreeRefund>;
  requests: RecordedRequest[];
  sendRazorpayWebhook(target: string, event: FakeRazorpayEvent, options?: WebhookDeliveryOptions): Promise<SignedDelivery>;
  sendCashfreeWebhook(target: string, event: FakeCashfreeEvent, options?: WebhookDeliveryOptions & { timestamp?: string }): Promise<SignedDelivery>;
}

type JsonObject = Record<string, unknown>;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

const razorpayError = (status: number, description: string) =>
  new HttpError(status, { error: { code: "BAD_REQUEST_ERROR", description, source: "NA", step: "NA", reason: "NA", metadata: {} } });
const cashfreeError = (status: number, message: string, code: string, type = "invalid_request_error") => new HttpError(status, { message, code, type });

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function parseJson(body: string, invalid: () => HttpError): JsonObject {
  if (!body) return {};
  try {
    const value: unknown = JSON.parse(body);
    if (isObject(value)) return value;
  } catch {
    // falls through to the gateway's own refusal
  }
  throw invalid();
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    "content-type": "application/json",
    "access-control-allow-origin": "*",
  });
  response.end(JSON.stringify(body));
}

export async function startFakeGateways(options: FakeGatewayOptions): Promise<FakeGateways> {
  const razorpayOrders = new Map<string, FakeRazorpayOrder>();
  const cashfreeOrders = new Map<string, FakeCashfreeOrder>();
  const cashfreePayments = new Map<string, JsonObject[]>();
  /** Captured Razorpay payments by Razorpay order id, as GET /orders/{id}/payments lists them. */
  const razorpayPayments = new Map<string, ReturnType<typeof razorpayPaymentEntity>[]>();
  const razorpayRefunds = new Map<string, FakeRazorpayRefund>();
  const cashfreeRefunds = new Map<string, FakeCashfreeRefund>();
  let nextCfRefundId = 7310000;
  const requests: RecordedRequest[] = [];
  let nextCfOrderId = 2149460000;
  let nextCfPaymentId = 5114910000;

  const razorpaySignature = (orderId: string, paymentId: string) =>
    createHmac("sha256", options.razorpay.keySecret).update(`${orderId}|${paymentId}`).digest("hex");

  function checkRazorpayAuth(request: IncomingMessage) {
    const expected = `Basic ${Buffer.from(`${options.razorpay.keyId}:${options.razorpay.keySecret}`).toString("base64")}`;
    if (!sameText(request.headers.authorization ?? "", expected)) throw razorpayError(401, "Authentication failed");
  }

  function checkCashfreeAuth(request: IncomingMessage) {
    const id = String(request.headers["x-client-id"] ?? "");
    const secret = String(request.headers["x-client-secret"] ?? "");
    if (!sameText(id, options.cashfree.clientId) || !sameText(secret, options.cashfree.clientSecret)) {
      throw cashfreeError(401, "authentication Failed", "request_failed", "authentication_error");
    }
    if (!request.headers["x-api-version"]) throw cashfreeError(400, "x-api-version missing in request header", "x-api-version_missing");
  }

  function createRazorpayOrder(body: JsonObject): FakeRazorpayOrder {
    const { amount, currency, receipt, notes } = body;
    if (typeof amount !== "number" || !Number.isInteger(amount)) throw razorpayError(400, "The amount must be an integer.");
    if (amount < 100) throw razorpayError(400, "The amount must be atleast INR 1.00");
    if (currency !== "INR") throw razorpayError(400, "The currency field is required.");
    if (receipt !== undefined && (typeof receipt !== "string" || receipt.length > 40)) throw razorpayError(400, "The receipt may not be greater than 40 characters.");
    const order: FakeRazorpayOrder = {
      id: fakeId("order_"),
      entity: "order",
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: (receipt as string | undefined) ?? null,
      notes: isObject(notes) ? (notes as Record<string, string>) : {},
      status: "created",
      attempts: 0,
      created_at: Math.floor(Date.now() / 1000),
    };
    razorpayOrders.set(order.id, order);
    return order;
  }

  function razorpayOrder(id: string) {
    const order = razorpayOrders.get(id);
    if (!order) throw razorpayError(400, "The id provided does not exist");
    return order;
  }

  function razorpayPaymentEntity(orderId: string, paymentId: string, amount: number, status: "captured" | "failed") {
    return {
      id: paymentId,
      entity: "payment",
      amount,
      currency: "INR",
      status,
      order_id: orderId,
      method: "upi",
      captured: status === "captured",
      error_code: status === "failed" ? "BAD_REQUEST_ERROR" : null,
      error_description: status === "failed" ? "Payment failed" : null,
      created_at: Math.floor(Date.now() / 1000),
    };
  }

  function rememberRazorpayPayment(payment: ReturnType<typeof razorpayPaymentEntity>) {
    const known = (razorpayPayments.get(payment.order_id) ?? []).filter((candidate) => candidate.id !== payment.id);
    razorpayPayments.set(payment.order_id, [...known, payment]);
  }

  function razorpayPayment(id: string) {
    const payment = [...razorpayPayments.values()].flat().find((candidate) => candidate.id === id);
    if (!payment) throw razorpayError(400, "The id provided does not exist");
    return payment;
  }

  /** POST /payments/{id}/refund as Razorpay answers it: a refund entity, pending until it is processed. */
  function createRazorpayRefund(paymentId: string, body: JsonObject): FakeRazorpayRefund {
    const payment = razorpayPayment(paymentId);
    if (payment.status !== "captured") throw razorpayError(400, "The payment has not been captured");
    const refunded = [...razorpayRefunds.values()].filter((refund) => refund.payment_id === paymentId && refund.status !== "failed").reduce((sum, refund) => sum + refund.amount, 0);
    const amount = body.amount === undefined ? payment.amount - refunded : body.amount;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) throw razorpayError(400, "The amount must be atleast INR 1.00");
    if (amount + refunded > payment.amount) throw razorpayError(400, "The refund amount provided is greater than amount captured");
    const refund: FakeRazorpayRefund = {
      id: fakeId("rfnd_"),
      entity: "refund",
      amount,
      currency: "INR",
      payment_id: paymentId,
      notes: isObject(body.notes) ? (body.notes as Record<string, string>) : {},
      receipt: typeof body.receipt === "string" ? body.receipt : null,
      acquirer_data: { arn: null },
      created_at: Math.floor(Date.now() / 1000),
      batch_id: null,
      status: "pending",
      speed_processed: "normal",
      speed_requested: "normal",
    };
    razorpayRefunds.set(refund.id, refund);
    return refund;
  }

  /** The bank settles (or bounces) the refund; Razorpay tells the webhook, with one event id per outcome. */
  async function settleRazorpayRefund(id: string, body: JsonObject) {
    const refund = razorpayRefunds.get(id);
    if (!refund) throw razorpayError(400, "The id provided does not exist");
    const outcome = body.outcome === "failed" ? "failed" : "processed";
    Object.assign(refund, { status: outcome, acquirer_data: { arn: outcome === "processed" ? `ARN${refund.id.slice(5)}` : null } });
    const type = `refund.${outcome}`;
    const eventBody = JSON.stringify({
      entity: "event",
      account_id: "acc_FakeGateway0001",
      event: type,
      contains: ["refund", "payment"],
      payload: { refund: { entity: refund }, payment: { entity: razorpayPayment(refund.payment_id) } },
      created_at: Math.floor(Date.now() / 1000),
    });
    const target = typeof body.webhook_url === "string" ? body.webhook_url : options.razorpay.webhookUrl;
    const delivery = target ? await sendSignedRazorpayWebhook(target, eventBody, options.razorpay.webhookSecret, `evt_${refund.id.slice(5)}_${outcome}`) : null;
    return { refund, delivery };
  }

  function razorpayEventBody(event: FakeRazorpayEvent) {
    const order = razorpayOrders.get(event.orderId);
    const amount = event.amount ?? order?.amount;
    if (amount === undefined) throw new Error(`No fake Razorpay order ${event.orderId}: pass an amount`);
    const paymentId = event.paymentId ?? fakeId("pay_");
    const succeeded = event.type !== "payment.failed";
    if (order && succeeded) Object.assign(order, { status: "paid", amount_paid: amount, amount_due: 0 });
    if (order) order.attempts += event.type === "order.paid" ? 0 : 1;
    const payment = { entity: razorpayPaymentEntity(event.orderId, paymentId, amount, succeeded ? "captured" : "failed") };
    rememberRazorpayPayment(payment.entity);
    const payload =
      event.type === "order.paid"
        ? { payment, order: { entity: { ...(order ?? { id: event.orderId, entity: "order", currency: "INR", receipt: null }), amount_paid: amount, status: "paid" } } }
        : { payment };
    return JSON.stringify({
      entity: "event",
      account_id: "acc_FakeGateway0001",
      event: event.type,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
  }

  const sendRazorpayWebhook: FakeGateways["sendRazorpayWebhook"] = (target, event, deliveryOptions) =>
    sendSignedRazorpayWebhook(target, razorpayEventBody(event), options.razorpay.webhookSecret, event.eventId ?? fakeId("evt_"), deliveryOptions);

  function payRazorpayOrder(id: string, body: JsonObject) {
    const order = razorpayOrder(id);
    const paymentId = typeof body.payment_id === "string" ? body.payment_id : fakeId("pay_");
    Object.assign(order, { status: "paid", amount_paid: order.amount, amount_due: 0, attempts: order.attempts + 1 });
    rememberRazorpayPayment(razorpayPaymentEntity(order.id, paymentId, order.amount, "captured"));
    return { razorpay_payment_id: paymentId, razorpay_order_id: order.id, razorpay_signature: razorpaySignature(order.id, paymentId) };
  }

  function createCashfreeOrder(body: JsonObject): FakeCashfreeOrder {
    const { order_id, order_amount, order_currency, customer_details, order_meta } = body;
    if (typeof order_amount !== "number" || order_amount < 1) throw cashfreeError(400, "order_amount : must be greater than or equal to 1", "order_amount_invalid");
    if (order_currency !== "INR") throw cashfreeError(400, "order_currency : is invalid", "order_currency_invalid");
    if (!isObject(customer_details) || typeof customer_details.customer_id !== "string" || typeof customer_details.customer_phone !== "string") {
      throw cashfreeError(400, "customer_details : customer_id and customer_phone are required", "customer_details_missing");
    }
    const orderId = typeof order_id === "string" && order_id ? order_id : fakeId("order_");
    if (cashfreeOrders.has(orderId)) throw cashfreeError(409, "order with same id is already present", "order_already_exists");
    const meta = isObject(order_meta) ? order_meta : {};
    const now = new Date();
    const order: FakeCashfreeOrder = {
      cf_order_id: String(nextCfOrderId++),
      order_id: orderId,
      entity: "order",
      order_amount,
      order_currency,
      order_status: "ACTIVE",
      payment_session_id: `session_${fakeId("")}${fakeId("")}`,
      customer_details,
      order_meta: { return_url: typeof meta.return_url === "string" ? meta.return_url : null, notify_url: typeof meta.notify_url === "string" ? meta.notify_url : null },
      created_at: now.toISOString(),
      order_expiry_time: new Date(now.getTime() + 30 * 24 * 3600 * 1000).toISOString(),
    };
    cashfreeOrders.set(orderId, order);
    return order;
  }

  function cashfreeOrder(id: string) {
    const order = cashfreeOrders.get(id);
    if (!order) throw cashfreeError(404, "order not found", "order_not_found");
    return order;
  }

  function cashfreeEventBody(event: FakeCashfreeEvent) {
    const order = cashfreeOrders.get(event.orderId);
    const amount = event.amount ?? order?.order_amount;
    if (amount === undefined) throw new Error(`No fake Cashfree order ${event.orderId}: pass an amount`);
    const status = { PAYMENT_SUCCESS_WEBHOOK: "SUCCESS", PAYMENT_FAILED_WEBHOOK: "FAILED", PAYMENT_USER_DROPPED_WEBHOOK: "USER_DROPPED" }[event.type];
    if (order && status === "SUCCESS") order.order_status = "PAID";
    return JSON.stringify({
      data: {
        order: { order_id: event.orderId, order_amount: amount, order_currency: "INR", order_tags: null },
        payment: {
          cf_payment_id: event.cfPaymentId ?? nextCfPaymentId++,
          payment_status: status,
          payment_amount: amount,
          payment_currency: "INR",
          payment_message: status === "SUCCESS" ? "00::Transaction success" : "Transaction failed",
          payment_time: new Date().toISOString(),
          payment_group: "upi",
        },
        customer_details: order?.customer_details ?? null,
      },
      event_time: new Date().toISOString(),
      type: event.type,
    });
  }

  const sendCashfreeWebhook: FakeGateways["sendCashfreeWebhook"] = (target, event, deliveryOptions) =>
    sendSignedCashfreeWebhook(target, cashfreeEventBody(event), options.cashfree.clientSecret, deliveryOptions);

  /** POST /orders/{order_id}/refunds as Cashfree answers it; refund_id is the merchant's and unique per order. */
  function createCashfreeRefund(orderId: string, body: JsonObject): FakeCashfreeRefund {
    const order = cashfreeOrder(orderId);
    const { refund_amount, refund_id, refund_note } = body;
    if (order.order_status !== "PAID") throw cashfreeError(400, "refund can be initiated only for a paid order", "order_not_paid");
    if (typeof refund_id !== "string" || !/^[A-Za-z0-9_-]{3,40}$/.test(refund_id)) throw cashfreeError(400, "refund_id : is invalid", "refund_id_invalid");
    if (typeof refund_amount !== "number" || refund_amount <= 0) throw cashfreeError(400, "refund_amount : must be greater than 0", "refund_amount_invalid");
    if (cashfreeRefunds.has(refund_id)) throw cashfreeError(409, "refund with the same refund_id already exists", "refund_already_exists");
    const refunded = [...cashfreeRefunds.values()].filter((refund) => refund.order_id === orderId && refund.refund_status !== "CANCELLED").reduce((sum, refund) => sum + refund.refund_amount, 0);
    if (Math.round((refunded + refund_amount) * 100) > Math.round(order.order_amount * 100)) throw cashfreeError(400, "refund_amount : is greater than the amount paid", "refund_amount_invalid");
    const paid = (cashfreePayments.get(orderId) ?? []).find((payment) => payment.payment_status === "SUCCESS");
    const refund: FakeCashfreeRefund = {
      cf_payment_id: String(paid?.cf_payment_id ?? ""),
      cf_refund_id: String(nextCfRefundId++),
      refund_id,
      order_id: orderId,
      entity: "refund",
      refund_amount,
      refund_currency: "INR",
      refund_note: typeof refund_note === "string" ? refund_note : null,
      refund_status: "PENDING",
      refund_arn: null,
      refund_charge: 0,
      status_description: "In Progress",
      metadata: null,
      refund_splits: [],
      refund_type: "MERCHANT_INITIATED",
      refund_mode: "STANDARD",
      created_at: new Date().toISOString(),
      processed_at: null,
      refund_speed: { requested: "STANDARD", accepted: "STANDARD", processed: null, message: null },
    };
    cashfreeRefunds.set(refund_id, refund);
    return refund;
  }

  /** The refund (by refund_id or cf_refund_id) settles (or is cancelled); Cashfree sends REFUND_STATUS_WEBHOOK, signed like its payment webhooks. */
  async function settleCashfreeRefund(refundId: string, body: JsonObject) {
    const refund = cashfreeRefunds.get(refundId) ?? [...cashfreeRefunds.values()].find((candidate) => candidate.cf_refund_id === refundId);
    if (!refund) throw cashfreeError(404, "refund not found", "refund_not_found");
    const succeeded = body.outcome !== "failed";
    Object.assign(refund, {
      refund_status: succeeded ? "SUCCESS" : "CANCELLED",
      status_description: succeeded ? "Refund processed successfully" : "Refund cancelled by the bank",
      refund_arn: succeeded ? `ARN${refund.cf_refund_id}` : null,
      processed_at: new Date().toISOString(),
      refund_speed: { ...refund.refund_speed, processed: succeeded ? "STANDARD" : null },
    });
    const eventBody = JSON.stringify({ data: { refund }, event_time: new Date().toISOString(), type: "REFUND_STATUS_WEBHOOK" });
    const target = typeof body.webhook_url === "string" ? body.webhook_url : null;
    const delivery = target ? await sendSignedCashfreeWebhook(target, eventBody, options.cashfree.clientSecret) : null;
    return { refund, delivery };
  }

  const returnUrl = (order: FakeCashfreeOrder) => order.order_meta.return_url?.replaceAll("{order_id}", encodeURIComponent(order.order_id)) ?? null;

  /** The shopper finishing (or failing) the hosted payment: the order changes, notify_url hears of it. */
  async function settleCashfreeOrder(order: FakeCashfreeOrder, outcome: "pay" | "fail") {
    const type = outcome === "pay" ? "PAYMENT_SUCCESS_WEBHOOK" : "PAYMENT_FAILED_WEBHOOK";
    const cfPaymentId = nextCfPaymentId++;
    const body = cashfreeEventBody({ type, orderId: order.order_id, cfPaymentId });
    const payments = cashfreePayments.get(order.order_id) ?? [];
    payments.push({
      cf_payment_id: cfPaymentId,
      order_id: order.order_id,
      entity: "payment",
      payment_status: outcome === "pay" ? "SUCCESS" : "FAILED",
      payment_amount: order.order_amount,
      payment_currency: "INR",
      payment_message: outcome === "pay" ? "00::Transaction success" : "Transaction failed",
      payment_time: new Date().toISOString(),
      payment_group: "upi",
    });
    cashfreePayments.set(order.order_id, payments);
    const notified = order.order_meta.notify_url
      ? await sendSignedCashfreeWebhook(order.order_meta.notify_url, body, options.cashfree.clientSecret).catch((error: Error) => ({ status: 0, body: error.message }))
      : null;
    return { order_id: order.order_id, order_status: order.order_status, cf_payment_id: String(cfPaymentId), return_url: returnUrl(order), notified };
  }

  function cashfreeOrderBySession(sessionId: string) {
    const order = [...cashfreeOrders.values()].find((candidate) => candidate.payment_session_id === sessionId);
    if (!order) throw cashfreeError(404, "payment_session_id is invalid", "payment_session_id_invalid");
    return order;
  }

  const sms = fakeSmsGateway();

  async function route(request: IncomingMessage, body: string): Promise<[number, unknown]> {
    const url = new URL(request.url ?? "/", "http://fake");
    const path = url.pathname;
    const method = request.method ?? "GET";
    let match: RegExpMatchArray | null;

    if (method === "GET" && path === "/__health") return [200, { ok: true }];
    const smsAnswer = sms.route(method, url, body);
    if (smsAnswer) return smsAnswer;

    if (method === "POST" && path === "/v1/orders") {
      checkRazorpayAuth(request);
      return [200, createRazorpayOrder(parseJson(body, () => razorpayError(400, "The request body is not valid JSON")))];
    }
    if (method === "GET" && (match = path.match(/^\/v1\/orders\/([^/]+)$/))) {
      checkRazorpayAuth(request);
      return [200, razorpayOrder(decodeURIComponent(match[1]))];
    }
    if (method === "GET" && (match = path.match(/^\/v1\/orders\/([^/]+)\/payments$/))) {
      checkRazorpayAuth(request);
      const orderId = decodeURIComponent(match[1]);
      razorpayOrder(orderId);
      const items = razorpayPayments.get(orderId) ?? [];
      return [200, { entity: "collection", count: items.length, items }];
    }
    if (method === "POST" && (match = path.match(/^\/v1\/payments\/([^/]+)\/refund$/))) {
      checkRazorpayAuth(request);
      return [200, createRazorpayRefund(decodeURIComponent(match[1]), parseJson(body, () => razorpayError(400, "The request body is not valid JSON")))];
    }
    if (method === "POST" && (match = path.match(/^\/v1\/__test\/refunds\/([^/]+)\/process$/))) {
      return [200, await settleRazorpayRefund(decodeURIComponent(match[1]), parseJson(body, () => razorpayError(400, "bad JSON")))];
    }
    if (method === "POST" && (match = path.match(/^\/v1\/__test\/orders\/([^/]+)\/pay$/))) {
      const paid = payRazorpayOrder(decodeURIComponent(match[1]), parseJson(body, () => razorpayError(400, "bad JSON")));
      const webhookUrl = options.razorpay.webhookUrl;
      if (webhookUrl) {
        const event = { orderId: paid.razorpay_order_id, paymentId: paid.razorpay_payment_id };
        await sendRazorpayWebhook(webhookUrl, { type: "payment.captured", ...event }).catch(() => null);
        await sendRazorpayWebhook(webhookUrl, { type: "order.paid", ...event }).catch(() => null);
      }
      return [200, paid];
    }

    if (method === "POST" && path === "/pg/orders") {
      checkCashfreeAuth(request);
      return [200, createCashfreeOrder(parseJson(body, () => cashfreeError(400, "request body is not valid JSON", "request_invalid")))];
    }
    if (method === "GET" && (match = path.match(/^\/pg\/orders\/([^/]+)\/payments$/))) {
      checkCashfreeAuth(request);
      const orderId = decodeURIComponent(match[1]);
      cashfreeOrder(orderId);
      return [200, cashfreePayments.get(orderId) ?? []];
    }
    if (method === "GET" && (match = path.match(/^\/pg\/orders\/([^/]+)$/))) {
      checkCashfreeAuth(request);
      return [200, cashfreeOrder(decodeURIComponent(match[1]))];
    }
    if (method === "POST" && (match = path.match(/^\/pg\/orders\/([^/]+)\/refunds$/))) {
      checkCashfreeAuth(request);
      return [200, createCashfreeRefund(decodeURIComponent(match[1]), parseJson(body, () => cashfreeError(400, "request body is not valid JSON", "request_invalid")))];
    }
    if (method === "POST" && (match = path.match(/^\/pg\/__test\/refunds\/([^/]+)\/process$/))) {
      return [200, await settleCashfreeRefund(decodeURIComponent(match[1]), parseJson(body, () => cashfreeError(400, "bad JSON", "request_invalid")))];
    }
    if (method === "POST" && (match = path.match(/^\/pg\/__test\/orders\/([^/]+)\/(pay|fail)$/))) {
      return [200, await settleCashfreeOrder(cashfreeOrder(decodeURIComponent(match[1])), match[2] as "pay" | "fail")];
    }
    if (method === "POST" && (match = path.match(/^\/pg\/__test\/sessions\/([^/]+)\/(pay|fail)$/))) {
      return [200, await settleCashfreeOrder(cashfreeOrderBySession(decodeURIComponent(match[1])), match[2] as "pay" | "fail")];
    }
    return [404, { message: `No fake gateway route for ${method} ${path}` }];
  }

  const server = createServer(async (request, response) => {
    if (request.method === "OPTIONS") {
      response.writeHead(204, {
        "access-control-allow-origin": "*",
        "access-control-allow-methods": "GET, POST, OPTIONS",
        "access-control-allow-headers": "*",
        "access-control-allow-private-network": "true",
      });
      response.end();
      return;
    }
    try {
      const body = await readBody(request);
      requests.push({ method: request.method ?? "GET", path: request.url ?? "/", headers: request.headers, body });
      const [status, answer] = await route(request, body);
      send(response, status, answer);
    } catch (error) {
      if (error instanceof HttpError) send(response, error.status, error.body);
      else send(response, 500, { message: (error as Error).message });
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? "127.0.0.1"}:${port}`;

  return {
    url,
    razorpayApiBase: `${url}/v1`,
    cashfreeApiBase: `${url}/pg`,
    razorpayOrders,
    cashfreeOrders,
    razorpayRefunds,
    cashfreeRefunds,
    requests,
    sendRazorpayWebhook,
    sendCashfreeWebhook,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
