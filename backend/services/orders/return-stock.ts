import type { Kysely } from "kysely";
import type { Database, OrderRow } from "@/backend/db/schema";

/**
 * Puts a cancelled order's units back on the shelf, inside the cancelling transaction. The store keeps
 * no stock yet, so there is nothing to put back; stock keeping adds its work here and nowhere else.
 */
export const returnStock: (trx: Kysely<Database>, order: OrderRow) => Promise<void> = async () => undefined;
