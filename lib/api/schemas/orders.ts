import { z } from "zod";
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus } from "../contract/orders";
import { requiredMessage } from "@/lib/validation/rules";
import { addressFieldsSchema } from "./account";
export * from "../contract/orders";

export const ORDERS_PER_PAGE = 10;

const orderSummarySchema = z.object({
  id: z.number(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_method: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES),
  total: z.number(),
  item_count: z.number(),
  created_at: z.string(),
  del_date: z.string().nullable(),
  del_start_time: z.string().nullable(),
  del_end_time: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListSchema = z.object({
  data: z.array(orderSummarySchema),
  meta: z.object({ total: z.number(), page: z.number(), perPage: z.number() }),
});
export type OrderList = z.infer<typeof orderListSchema>;

export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(ORDERS_PER_PAGE),
});

const orderItemSchema = z.object({
  product_id: z.number().nullable(),
  pack_id: z.number().nullable(),
  slug: z.string().nullable(),
  name: z.string(),
  pack_name: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  act_price: z.number(),
  quantity: z.number(),
  amount: z.number(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

const orderEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderAddressSchema = addressFieldsSchema;

/** One delivery group of the order (a warehouse serving the address) with its booked slot. */
const orderDeliverySchema = z.object({
  name: z.string(),
  delivery_charge: z.number(),
  del_date: z.string(),
  del_start_time: z.string(),
  del_end_time: z.string(),
});

/** A tax invoice or credit note of the order, downloadable as a PDF by its owner. */
const orderDocumentSchema = z.object({
  kind: z.enum(["invoice", "credit_note"]),
  title: z.string(),
  number: z.string(),
  issued_at: z.string(),
  href: z.string(),
});

export const orderDetailSchema = orderSummarySchema.extend({
  amount: z.number(),
  discount: z.number(),
  delivery_charge: z.number(),
  coupon_code: z.string().nullable(),
  notes: z.string().nullable(),
  address: orderAddressSchema,
  items: z.array(orderItemSchema),
  events: z.array(orderEventSchema),
  deliveries: z.array(orderDeliverySchema).default([]),
  documents: z.array(orderDocumentSchema).default([]),
  cancel_reason: z.string().nullable().default(null),
  /** The website's support contacts for the help links ("" where it has none). */
  help: z.object({ phone: z.string(), email: z.string(), whatsapp: z.string() }).default({ phone: "", email: "", whatsapp: "" }),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** A customer may cancel until the order is packed. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ["placed", "confirmed"];

export const cancelOrderBodySchema = z.object({
  reason: z.string().trim().min(1, requiredMessage("Reason")).max(200, "Reason is too long"),
});
export type CancelOrderBody = z.input<typeof cancelOrderBodySchema>;
