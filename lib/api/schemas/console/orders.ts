import { z } from "zod";
import { pagedListSchema } from "./paged-list";
import { CONSOLE_ORDER_MESSAGES, CONSOLE_ORDER_SORTS, CONSOLE_ORDERS_PER_PAGE, ORDER_STEPS, PAYMENT_KINDS, SORT_DIRECTIONS } from "../../contract/console/orders";
import { ORDER_STATUSES, PAYMENT_STATUSES, orderDetailSchema } from "../orders";
import { pincodeSchema } from "@/lib/validation/schemas";
import { istDaySchema } from "./ist-day";
export * from "../../contract/console/orders";

/** The console's order list as its URL carries it; every filter optional. */
export const consoleOrderListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(CONSOLE_ORDERS_PER_PAGE),
    sort: z.enum(CONSOLE_ORDER_SORTS).default("created_at"),
    dir: z.enum(SORT_DIRECTIONS).default("desc"),
    status: z.enum(ORDER_STATUSES).optional(),
    payment: z.enum(PAYMENT_KINDS).optional(),
    payment_status: z.enum(PAYMENT_STATUSES).optional(),
    from: istDaySchema.optional(),
    to: istDaySchema.optional(),
    pincode: pincodeSchema.optional(),
    q: z.string().trim().max(40, "Search is too long").optional(),
    customer: z.coerce.number().int().positive().optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: CONSOLE_ORDER_MESSAGES.badDateRange, path: ["to"] });
export type ConsoleOrderListQuery = z.output<typeof consoleOrderListQuerySchema>;

const consoleOrderRowSchema = z.object({
  id: z.number(),
  order_number: z.string(),
  created_at: z.string(),
  customer_name: z.string(),
  customer_phone: z.string(),
  pincode: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  next_status: z.enum(ORDER_STEPS).nullable(),
  payment_method: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES),
  total: z.number(),
});
export type ConsoleOrderRow = z.infer<typeof consoleOrderRowSchema>;

export const consoleOrderListSchema = pagedListSchema(consoleOrderRowSchema);
export type ConsoleOrderList = z.infer<typeof consoleOrderListSchema>;

const paymentAttemptSchema = z.object({
  gateway: z.string(),
  gateway_order_id: z.string(),
  payment_id: z.string().nullable(),
  amount: z.number(),
  status: z.string(),
  created_at: z.string(),
});

const refundSchema = z.object({
  gateway: z.string(),
  refund_ref: z.string(),
  gateway_refund_id: z.string().nullable(),
  amount: z.number(),
  status: z.string(),
  created_at: z.string(),
});

/** What the console shows of one order: the customer's view plus who ordered, the next step, payments and refunds. */
export const consoleOrderDetailSchema = orderDetailSchema.extend({
  customer: z.object({ id: z.number(), name: z.string(), phone: z.string() }),
  next_status: z.enum(ORDER_STEPS).nullable(),
  can_cancel: z.boolean(),
  payments: z.array(paymentAttemptSchema),
  refunds: z.array(refundSchema),
});
export type ConsoleOrderDetail = z.infer<typeof consoleOrderDetailSchema>;

export const orderStepBodySchema = z.object({
  status: z.enum(ORDER_STEPS),
  note: z.string().trim().max(200, "Note is too long").optional(),
});
export type OrderStepBody = z.input<typeof orderStepBodySchema>;

export const consoleOrderChangedSchema = z.object({ message: z.string(), order: consoleOrderDetailSchema });
