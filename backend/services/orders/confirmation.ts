import type { OrderRow } from "@/backend/db/schema";
import type { PaymentConfirmation, PaymentState } from "@/lib/api/schemas/checkout";
import { paymentPagePath } from "./payment-pages";

const MESSAGES: Record<PaymentState, string> = {
  placed: "Your order has been placed. You pay in cash on delivery.",
  paid: "Payment received. Thank you for your order!",
  pending: "We are waiting for the payment to be confirmed.",
  failed: "The payment did not go through. Your order is saved: you can try paying again.",
};

function stateOf(order: OrderRow): PaymentState {
  if (order.payment_method === "cod") return "placed";
  if (order.payment_status === "paid") return "paid";
  if (order.payment_status === "pending") return "pending";
  return "failed";
}

/** What the confirm page shows for the order as it stands. */
export function confirmationOf(order: OrderRow): PaymentConfirmation {
  const state = stateOf(order);
  const payable = order.payment_status === "pending" || order.payment_status === "failed";
  return {
    state,
    order_id: order.id,
    order_number: order.order_number,
    payment_method: order.payment_method,
    message: order.status === "cancelled" ? "This order was cancelled." : MESSAGES[state],
    retry: state !== "placed" && payable ? paymentPagePath(order) : null,
  };
}
