export const ORDER_STATUSES = ["placed", "confirmed", "packed", "out_for_delivery", "delivered", "cancelled"] as const;
export const PAYMENT_STATUSES = ["pending", "paid", "failed", "refund_initiated", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: "Placed",
  confirmed: "Confirmed",
  packed: "Packed",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
  refund_initiated: "Refund initiated",
  refunded: "Refunded",
};

/** An order cancelled before any money was taken: the shopper is told so rather than "Pending". */
export const NOT_CHARGED_LABEL = "Not charged (order cancelled)";

/** The payment status a shopper reads for an order. */
export function paymentStatusText(order: { status: OrderStatus; payment_status: PaymentStatus }): string {
  const key = paymentStatusKey(order);
  return key === "notCharged" ? NOT_CHARGED_LABEL : PAYMENT_STATUS_LABELS[key];
}

/** Which payment status the shopper is told (the Order messages' `payment_{key}`): "notCharged" for an order cancelled before any money was taken. */
export function paymentStatusKey(order: { status: OrderStatus; payment_status: PaymentStatus }): PaymentStatus | "notCharged" {
  const uncharged = order.payment_status === "pending" || order.payment_status === "failed";
  return order.status === "cancelled" && uncharged ? "notCharged" : order.payment_status;
}

const PAYMENT_METHOD_LABELS: Record<string, string> = {
  cod: "Cash on Delivery",
  razorpay: "Pay Online (Razorpay)",
  cashfree: "Pay Online (Cashfree)",
};

export const paymentMethodLabel = (method: string) => PAYMENT_METHOD_LABELS[method] ?? method;

/** Each known method's code with its English name. */
export const PAYMENT_METHOD_CODES: readonly [string, string][] = Object.entries(PAYMENT_METHOD_LABELS);

/** Reasons the cancel form offers; the API takes any text up to 200 characters. */
export const CANCEL_REASONS = ["Ordered by mistake", "Found a better price elsewhere", "The delivery slot does not suit me", "I want to change items or the address", "Other"] as const;

/** The online payment gateways an order can be paid with, and their names as shoppers read them. */
export type PaymentGateway = "razorpay" | "cashfree";

export const GATEWAY_NAMES: Record<PaymentGateway, string> = { razorpay: "Razorpay", cashfree: "Cashfree" };
