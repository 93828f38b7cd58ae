/** The online payment gateways an order can be paid with, and their names as shoppers read them. */
export type PaymentGateway = "razorpay" | "cashfree";

export const GATEWAY_NAMES: Record<PaymentGateway, string> = { razorpay: "Razorpay", cashfree: "Cashfree" };
