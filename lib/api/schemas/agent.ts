import { z } from "zod";
import { ORDER_STATUSES } from "./orders";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2025-01-31");

export const agentDashboardQuerySchema = z.object({ from: isoDate.optional(), to: isoDate.optional() });
export type AgentDashboardQuery = z.infer<typeof agentDashboardQuerySchema>;

export const agentDashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  sales_total: z.number(),
  order_count: z.number(),
  average_order_value: z.number(),
  customers_served: z.number(),
  /** Every day of the period, oldest first, zeros included. */
  sales_by_day: z.array(z.object({ date: z.string(), total: z.number(), orders: z.number() })),
  top_products: z.array(
    z.object({ product_id: z.number().nullable(), name: z.string(), quantity: z.number(), revenue: z.number() }),
  ),
  recent_orders: z.array(
    z.object({
      id: z.number(),
      order_number: z.string(),
      customer_name: z.string(),
      status: z.enum(ORDER_STATUSES),
      total: z.number(),
      created_at: z.string(),
    }),
  ),
});
export type AgentDashboard = z.infer<typeof agentDashboardSchema>;
