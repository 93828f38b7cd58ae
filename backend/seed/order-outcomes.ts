import type { Kysely } from "kysely";
import type { Database, OrderRow, OrderStatus } from "@/backend/db/schema";
import type { SignedInCustomer } from "@/backend/services/account/owner";
import { applyPayment } from "@/backend/services/orders/apply-payment";
import { recordAttempt } from "@/backend/services/orders/attempts";
import { recordCancellation } from "@/backend/services/orders/cancel-order";
import { advanceOrder, NEXT_STATUS } from "@/backend/services/orders/progress";
import { applyRefundReport } from "@/backend/services/orders/refunds";
import type { DemoClock } from "./clock";

const CANCEL_REASON = "Ordered by mistake";

const orderById = (db: Kysely<Database>, id: number) => db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** The shopper pays on Razorpay and Razorpay reports it captured, as its webhook would. */
async function payWithRazorpay(db: Kysely<Database>, order: OrderRow, now: Date) {
  const gatewayOrderId = `order_demo${order.id}`;
  const attempt = await recordAttempt(db, { orderId: order.id, gateway: "razorpay", gatewayOrderId, amount: order.total }, now);
  const signal = { outcome: "captured", eventId: `razorpay:demo:${order.id}:captured`, gatewayOrderId, paymentId: `pay_demo${order.id}`, amountPaise: order.total, currency: "INR" } as const;
  const outcome = await applyPayment(db, attempt, signal, now);
  if (outcome !== "paid") throw new Error(`Demo order ${order.order_number}: the payment came out ${outcome}`);
}

/** The store moves the order on, one status at a time, until it reaches `target`. */
async function advanceTo(db: Kysely<Database>, order: OrderRow, target: OrderStatus, clock: DemoClock) {
  let status = order.status;
  while (status !== target) {
    const next = NEXT_STATUS[status];
    if (!next) throw new Error(`Demo order ${order.order_number} cannot reach ${target} from ${status}`);
    const moved = await advanceOrder(db, order.id, next, null, clock.next(5));
    if (!moved.ok) throw new Error(`Demo order ${order.order_number} did not move to ${next}: ${moved.reason}`);
    status = moved.order.status;
  }
}

/** The customer cancels a confirmed order; an online payment comes back, as Razorpay's refund webhook would report. */
async function cancel(db: Kysely<Database>, owner: SignedInCustomer, order: OrderRow, clock: DemoClock) {
  await advanceTo(db, order, "confirmed", clock);
  const cancelled = await recordCancellation(db, { by: "customer", owner }, order.id, CANCEL_REASON, clock.next(5));
  if (!cancelled.ok) throw new Error(`Demo order ${order.order_number} was not cancelled: ${cancelled.reason}`);
  if (!cancelled.refund) return;
  const report = { eventId: `razorpay:demo:${order.id}:refund`, refundRef: cancelled.refund.refund_ref, gatewayRefundId: `rfnd_demo${order.id}`, outcome: "processed" } as const;
  const outcome = await applyRefundReport(db, "razorpay", report, clock.next(48));
  if (outcome !== "refunded") throw new Error(`Demo order ${order.order_number}: the refund came out ${outcome}`);
}

/** Takes a just-placed demo order to its planned status through the services that move real orders. */
export async function playOutOrder(db: Kysely<Database>, owner: SignedInCustomer, orderId: number, target: OrderStatus, clock: DemoClock) {
  const placed = await orderById(db, orderId);
  if (placed.payment_method === "razorpay") await payWithRazorpay(db, placed, clock.next(0.2));
  const order = await orderById(db, orderId);
  if (target === "cancelled") await cancel(db, owner, order, clock);
  else await advanceTo(db, order, target, clock);
}
