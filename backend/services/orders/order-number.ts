import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";

/** Order numbers read like AS-100123: the website's initials, then a running number per website. */
const FIRST_ORDER_SEQUENCE = 100_101;

export function orderNumberPrefix(websiteName: string): string {
  const initials = websiteName
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z0-9]/g, "").charAt(0))
    .join("")
    .toUpperCase();
  return (initials || "ORD").slice(0, 4);
}

const formatOrderNumber = (prefix: string, sequence: number) => `${prefix}-${sequence}`;

/**
 * The website's next order number, taken from its counter row. Call it inside the transaction that
 * inserts the order: the row stays locked until that transaction ends, so concurrent placements take
 * consecutive numbers one after another, and a placement that rolls back gives its number back.
 */
export async function takeOrderNumber(trx: Kysely<Database>, website: { id: number; name: string }): Promise<string> {
  await trx
    .insertInto("order_counters")
    .values({ website_id: website.id, last_sequence: FIRST_ORDER_SEQUENCE - 1 })
    .onConflict((oc) => oc.column("website_id").doNothing())
    .execute();
  const { last_sequence } = await trx
    .updateTable("order_counters")
    .set((eb) => ({ last_sequence: eb("last_sequence", "+", 1) }))
    .where("website_id", "=", website.id)
    .returning("last_sequence")
    .executeTakeFirstOrThrow();
  return formatOrderNumber(orderNumberPrefix(website.name), last_sequence);
}
