import { z } from "zod";
import { ORDER_STATUSES } from "../../contract/orders";

const period = z.object({ from: z.string(), orders: z.number(), sales: z.number() });

/** The console's home: recent orders and sales, orders waiting at each step, packs running low. */
export const consoleDashboardSchema = z.object({
  today: period,
  week: period,
  waiting: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number() })),
  low_stock: z.array(z.object({ product_id: z.number(), product_name: z.string(), pack_name: z.string(), stock: z.number() })),
  low_stock_total: z.number(),
});
export type ConsoleDashboard = z.infer<typeof consoleDashboardSchema>;
