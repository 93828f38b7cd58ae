import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { rupees } from "@/backend/services/money";
import type { AgentDashboard } from "@/lib/api/schemas/agent";
import { istDateOf, type Period } from "./period";

const TOP_PRODUCTS = 5;
const RECENT_ORDERS = 5;

/** Orders of the agent's assigned customers on this website within the period. */
function periodOrders(db: Kysely<Database>, agentId: number, websiteId: number, period: Period) {
  return db
    .selectFrom("orders")
    .innerJoin("users", "users.id", "orders.user_id")
    .where("users.sales_agent_id", "=", agentId)
    .where("orders.website_id", "=", websiteId)
    .where("orders.created_at", ">=", period.startsAt)
    .where("orders.created_at", "<", period.endsAt);
}

/** Sales count every order that was not cancelled; recent orders show cancelled ones too. */
export async function agentDashboard(db: Kysely<Database>, agentId: number, websiteId: number, period: Period): Promise<AgentDashboard> {
  const [orders, products, recent] = await Promise.all([
    periodOrders(db, agentId, websiteId, period)
      .select(["orders.user_id", "orders.total", "orders.created_at"])
      .where("orders.status", "!=", "cancelled")
      .execute(),
    periodOrders(db, agentId, websiteId, period)
      .innerJoin("order_items", "order_items.order_id", "orders.id")
      .select((eb) => [
        "order_items.product_id",
        "order_items.name",
        eb.fn.sum<number | string>("order_items.quantity").as("quantity"),
        eb.fn.sum<number | string>("order_items.amount").as("revenue"),
      ])
      .where("orders.status", "!=", "cancelled")
      .groupBy(["order_items.product_id", "order_items.name"])
      .execute(),
    periodOrders(db, agentId, websiteId, period)
      .select(["orders.id", "orders.order_number", "orders.status", "orders.total", "orders.created_at", "users.name", "users.phone"])
      .orderBy("orders.created_at", "desc")
      .orderBy("orders.id", "desc")
      .limit(RECENT_ORDERS)
      .execute(),
  ]);

  const byDay = new Map(period.days.map((date) => [date, { total: 0, orders: 0 }]));
  let salesPaise = 0;
  for (const order of orders) {
    salesPaise += order.total;
    const day = byDay.get(istDateOf(order.created_at));
    if (day) {
      day.total += order.total;
      day.orders += 1;
    }
  }
  const orderCount = orders.length;

  return {
    from: period.from,
    to: period.to,
    sales_total: rupees(salesPaise),
    order_count: orderCount,
    average_order_value: orderCount ? rupees(Math.round(salesPaise / orderCount)) : 0,
    customers_served: new Set(orders.map((order) => order.user_id)).size,
    sales_by_day: [...byDay].map(([date, day]) => ({ date, total: rupees(day.total), orders: day.orders })),
    top_products: products
      .map((row) => ({ product_id: row.product_id, name: row.name, quantity: Number(row.quantity), revenue: Number(row.revenue) }))
      .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name))
      .slice(0, TOP_PRODUCTS)
      .map((row) => ({ ...row, revenue: rupees(row.revenue) })),
    recent_orders: recent.map((row) => ({
      id: row.id,
      order_number: row.order_number,
      customer_name: row.name || row.phone,
      status: row.status,
      total: rupees(row.total),
      created_at: row.created_at,
    })),
  };
}
