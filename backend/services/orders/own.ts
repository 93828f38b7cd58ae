import type { Kysely } from "kysely";
import type { AddressRow, Database, OrderRow } from "@/backend/db/schema";
import type { SignedInCustomer } from "@/backend/services/account/owner";

/** The customer's order on this website; someone else's is as missing as one that never was. */
export const ownOrder = (db: Kysely<Database>, owner: SignedInCustomer, id: number): Promise<OrderRow | undefined> =>
  db
    .selectFrom("orders")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", owner.userId)
    .where("website_id", "=", owner.websiteId)
    .executeTakeFirst();

/** The customer's address on this website; someone else's is as missing as one that never was. */
export const findOwnAddress = (db: Kysely<Database>, owner: SignedInCustomer, id: number): Promise<AddressRow | undefined> =>
  db
    .selectFrom("addresses")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", owner.userId)
    .where("website_id", "=", owner.websiteId)
    .executeTakeFirst();
