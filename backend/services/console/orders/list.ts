import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { istDayStartsAt } from "@/backend/services/agent/period";
import { rupees } from "@/backend/services/money";
import { NEXT_STATUS } from "@/backend/services/orders/progress";
import type { ConsoleOrderList, ConsoleOrderListQuery, OrderStep } from "@/lib/api/schemas/console/orders";

const DAY_MS = 86_400_000;
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
/** A LIKE pattern that finds the text anywhere; order numbers and phones hold no wildcards, so any are dropped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, "")}%`;

/**
 * The ids of the website's orders whose number or customer's phone holds the search (order numbers
 * are upper case). Two index reads joined by UNION: one OR over both would read every order.
 */
function searchedIds(db: Kysely<Database>, websiteId: number, search: string) {
  const ofWebsite = db.selectFrom("orders").select("orders.id").where("orders.website_id", "=", websiteId);
  return ofWebsite
    .where("orders.order_number", "like", containing(search.toUpperCase()))
    .union(ofWebsite.where("orders.user_id", "in", db.selectFrom("users").select("users.id").where("users.phone", "like", containing(search))));
}

/** The website's orders the query asks for; the customer is joined only for the page's rows, so a count reads orders alone. */
function filtered(db: Kysely<Database>, websiteId: number, query: ConsoleOrderListQuery) {
  // A search names the website's orders by id (see searchedIds), so the database starts from those few.
  let orders = query.q ? db.selectFrom("orders").where("orders.id", "in", searchedIds(db, websiteId, query.q)) : db.selectFrom("orders").where("orders.website_id", "=", websiteId);
  if (query.status) orders = orders.where("orders.status", "=", query.status);
  if (query.payment) orders = orders.where("orders.payment_method", query.payment === "cash" ? "=" : "!=", "cod");
  if (query.payment_status) orders = orders.where("orders.payment_status", "=", query.payment_status);
  if (query.pincode) orders = orders.where("orders.delivery_pincode", "=", query.pincode);
  if (query.from) orders = orders.where("orders.created_at", ">=", istDayStartsAt(query.from));
  if (query.to) orders = orders.where("orders.created_at", "<", istDayStartsAt(nextDay(query.to)));
  if (query.customer) orders = orders.where("orders.user_id", "=", query.customer);
  return orders;
}

/** A website's orders for the console: filtered, sorted and paged in the database. */
export async function listConsoleOrders(db: Kysely<Database>, websiteId: number, query: ConsoleOrderListQuery): Promise<ConsoleOrderList> {
  const [{ total }, rows] = await Promise.all([
    filtered(db, websiteId, query)
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .executeTakeFirstOrThrow(),
    filtered(db, websiteId, query)
      .innerJoin("users as customer", "customer.id", "orders.user_id")
      .select([
        "orders.id",
        "orders.order_number",
        "orders.created_at",
        "orders.delivery_pincode",
        "orders.status",
        "orders.payment_method",
        "orders.payment_status",
        "orders.total",
        "customer.name as customer_name",
        "customer.phone as customer_phone",
      ])
      .orderBy(`orders.${query.sort}`, query.dir)
      .orderBy("orders.id", query.dir)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      order_number: row.order_number,
      created_at: row.created_at,
      customer_name: row.customer_name ?? "",
      customer_phone: row.customer_phone,
      pincode: row.delivery_pincode,
      status: row.status,
      next_status: (NEXT_STATUS[row.status] as OrderStep | undefined) ?? null,
      payment_method: row.payment_method,
      payment_status: row.payment_status,
      total: rupees(row.total),
    })),
    meta: { total: Number(total), page: query.page, perPage: query.perPage },
  };
}
