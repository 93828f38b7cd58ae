import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { CustomerList, CustomerListQuery, CustomerRow } from "@/lib/api/schemas/console/customers";

/**
 * A website's customers: the users with an order or an address on it (users are shared by the
 * websites; each website sees only the ones who shop there).
 */
export function websiteCustomers(db: Kysely<Database>, websiteId: number) {
  return db.selectFrom("users").where((eb) =>
    eb.or([
      eb.exists(ordersOf(eb, websiteId).select("orders.id")),
      eb.exists(eb.selectFrom("addresses").select("addresses.id").whereRef("addresses.user_id", "=", "users.id").where("addresses.website_id", "=", websiteId)),
    ]),
  );
}

const ordersOf = (eb: ExpressionBuilder<Database, "users">, websiteId: number) =>
  eb.selectFrom("orders").whereRef("orders.user_id", "=", "users.id").where("orders.website_id", "=", websiteId);

/**
 * A customer row's columns: the user, and their order count and last order on the website. Each
 * figure is a seek in orders (website_id, user_id, created_at) (migration 040), so the list costs one
 * lookup per user rather than a pass over every order.
 */
export const customerColumns = (websiteId: number) => (eb: ExpressionBuilder<Database, "users">) => [
  "users.id" as const,
  "users.name" as const,
  "users.phone" as const,
  "users.email" as const,
  "users.created_at" as const,
  ordersOf(eb, websiteId)
    .select((inner) => inner.fn.countAll<number | string>().as("n"))
    .as("order_count"),
  ordersOf(eb, websiteId)
    .select((inner) => inner.fn.max("orders.created_at").as("at"))
    .as("last_order_at"),
];

export const customerRowOf = (row: { id: number; name: string | null; phone: string; email: string | null; created_at: string; order_count: number | string | null; last_order_at: string | null }): CustomerRow => ({
  id: row.id,
  name: row.name ?? "",
  phone: row.phone,
  email: row.email,
  created_at: row.created_at,
  order_count: Number(row.order_count ?? 0),
  last_order_at: row.last_order_at,
});

/** Searched by name or phone, sorted and paged in the database. */
export async function listCustomers(db: Kysely<Database>, websiteId: number, query: CustomerListQuery): Promise<CustomerList> {
  let customers = websiteCustomers(db, websiteId);
  const search = query.q?.replace(/[\\%_]/g, "");
  if (search) {
    customers = customers.where((eb) => eb.or([eb(eb.fn("lower", ["users.name"]), "like", `%${search.toLowerCase()}%`), eb("users.phone", "like", `%${search}%`)]));
  }
  const sortColumn = query.sort === "last_order_at" ? "last_order_at" : (`users.${query.sort}` as const);
  const [{ total }, rows] = await Promise.all([
    customers.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow(),
    customers
      .select(customerColumns(websiteId))
      .orderBy(sortColumn, query.dir)
      .orderBy("users.id", query.dir)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
  ]);
  return { data: rows.map(customerRowOf), meta: { total: Number(total), page: query.page, perPage: query.perPage } };
}
