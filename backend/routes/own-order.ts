import type { Kysely } from "kysely";
import type { Database, OrderRow } from "@/backend/db/schema";
import { notFound } from "@/backend/http/errors";
import { ORDER_NOT_FOUND } from "@/backend/services/account/orders";
import type { SignedInCustomer } from "@/backend/services/account/owner";
import { ownOrder } from "@/backend/services/orders/own";

/** The signed-in customer's order with this id, or the 404 that someone else's order answers too. */
export async function requireOwnOrder(db: Kysely<Database>, owner: SignedInCustomer, id: number): Promise<OrderRow> {
  const order = await ownOrder(db, owner, id);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}
