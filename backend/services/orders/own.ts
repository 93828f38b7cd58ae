import type { Kysely } from "kysely";
import type { AddressRow, Database, OrderRow } from "@/backend/db/schema";
import { notFound } from "@/backend/http/errors";
import { ORDER_NOT_FOUND } from "@/backend/services/account/orders";
import type { Owner } from "@/backend/services/account/owner";

/** The customer's order on this website; someone else's is as missing as one that never was. */
export const ownOrder = (db: Kysely<Database>, owner: Owner, id: number): Promise<OrderRow | undefined> =>
  db
    .selectFrom("orders")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", owner.userId)
    .where("website_id", "=", owner.websiteId)
    .executeTakeFirst();

/** ownOrder, or a 404 thrown: only order-again still wants that (the route answers the others' refusals). */
export async function findOwnOrder(db: Kysely<Database>, owner: Owner, id: number): Promise<OrderRow> {
  const row = await ownOrder(db, owner, id);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** The customer's address on this website; someone else's is as missing as one that never was. */
export const findOwnAddress = (db: Kysely<Database>, owner: Owner, id: number): Promise<AddressRow | undefined> =>
  db
    .selectFrom("addresses")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", owner.userId)
    .where("website_id", "=", owner.websiteId)
    .executeTakeFirst();
