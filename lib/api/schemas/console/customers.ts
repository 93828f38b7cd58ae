import { z } from "zod";
import { pagedListSchema } from "./paged-list";
import { CUSTOMER_SORTS, CUSTOMERS_PER_PAGE } from "../../contract/console/customers";
import { SORT_DIRECTIONS } from "../../contract/console/orders";
import { addressListSchema } from "../account";
import { consoleOrderListSchema } from "./orders";
export * from "../../contract/console/customers";

export const customerListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(CUSTOMERS_PER_PAGE),
  sort: z.enum(CUSTOMER_SORTS).default("last_order_at"),
  dir: z.enum(SORT_DIRECTIONS).default("desc"),
  q: z.string().trim().max(40, "Search is too long").optional(),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

const customerRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  created_at: z.string(),
  order_count: z.number(),
  last_order_at: z.string().nullable(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerListSchema = pagedListSchema(customerRowSchema);
export type CustomerList = z.infer<typeof customerListSchema>;

/** One customer, read-only: who they are, where they take deliveries, their latest orders. */
export const customerDetailSchema = z.object({
  customer: customerRowSchema,
  addresses: addressListSchema.shape.data,
  orders: consoleOrderListSchema,
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
