import { sql, type Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";

/** Order numbers read like AS-100123: the website's initials, then a running number per website. */
export const FIRST_ORDER_SEQUENCE = 100_101;

export function orderNumberPrefix(websiteName: string): string {
  const initials = websiteName
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z0-9]/g, "").charAt(0))
    .join("")
    .toUpperCase();
  return (initials || "ORD").slice(0, 4);
}

export const formatOrderNumber = (prefix: string, sequence: number) => `${prefix}-${sequence}`;

/**
 * The website's next order number. Two placements may read the same last number; the UNIQUE
 * (website_id, order_number) constraint refuses the second, which then tries again.
 */
export async function nextOrderNumber(db: Kysely<Database>, website: { id: number; name: string }): Promise<string> {
  const prefix = orderNumberPrefix(website.name);
  const last = await db
    .selectFrom("orders")
    .select("order_number")
    .where("website_id", "=", website.id)
    .where("order_number", "like", `${prefix}-%`)
    .orderBy(sql`length(order_number)`, "desc")
    .orderBy("order_number", "desc")
    .limit(1)
    .executeTakeFirst();
  const sequence = Number(last?.order_number.slice(prefix.length + 1));
  return formatOrderNumber(prefix, Number.isSafeInteger(sequence) && sequence >= FIRST_ORDER_SEQUENCE ? sequence + 1 : FIRST_ORDER_SEQUENCE);
}
