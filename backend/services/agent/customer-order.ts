import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { detailResult, type OrderDetailResult } from "@/backend/services/account/orders";

/**
 * An order of one of the agent's assigned customers on this website, as its customer reads it. Any
 * other order answers exactly like a missing one.
 */
export async function agentCustomerOrder(db: Kysely<Database>, agentId: number, websiteId: number, orderId: number): Promise<OrderDetailResult> {
  const row = await db
    .selectFrom("orders")
    .innerJoin("users", "users.id", "orders.user_id")
    .selectAll("orders")
    .where("orders.id", "=", orderId)
    .where("orders.website_id", "=", websiteId)
    .where("users.sales_agent_id", "=", agentId)
    .executeTakeFirst();
  return detailResult(db, row);
}
