import type { OrderStatus } from "../orders";

/** The console's order list: what it may be sorted by and how many rows a page holds. */
export const CONSOLE_ORDER_SORTS = ["created_at", "order_number", "total", "status"] as const;
export type ConsoleOrderSort = (typeof CONSOLE_ORDER_SORTS)[number];
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export const CONSOLE_ORDERS_PER_PAGE = 25;

/** "cash" is cash on delivery; "online" any gateway. */
export const PAYMENT_KINDS = ["cash", "online"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = { cash: "Cash on delivery", online: "Online" };

/** The steps an admin moves an order along, one at a time. */
export const ORDER_STEPS = ["confirmed", "packed", "out_for_delivery", "delivered"] as const satisfies readonly OrderStatus[];
export type OrderStep = (typeof ORDER_STEPS)[number];

/** The button that takes an order to the step. */
export const ORDER_STEP_ACTIONS: Record<OrderStep, string> = {
  confirmed: "Confirm",
  packed: "Mark packed",
  out_for_delivery: "Send out for delivery",
  delivered: "Mark delivered",
};

/** An admin may cancel an order the store has not sent out yet. */
export const STORE_CANCELLABLE_STATUSES: readonly OrderStatus[] = ["placed", "confirmed", "packed"];

export const CONSOLE_ORDER_MESSAGES = {
  notFound: "No order with this id on this website",
  moved: (orderNumber: string, label: string) => `Order ${orderNumber} is now ${label}`,
  cancelled: (orderNumber: string) => `Order ${orderNumber} is cancelled`,
  cancelledRefunding: (orderNumber: string) => `Order ${orderNumber} is cancelled and its refund has been asked of the gateway`,
  tooLate: (orderNumber: string, label: string) => `Order ${orderNumber} is ${label.toLowerCase()} and can no longer be cancelled`,
  badDateRange: "The start date must not be after the end date",
};
