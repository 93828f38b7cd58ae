import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { CustomerList, CustomerListQuery, CustomerRow } from "@/lib/api/schemas/console/customers";

/**
 * A website's customers: the users with an order or an address on it (users are shared by the
 * websites; each website sees only the ones who shop there), with their order count and last order.
 */
export function websiteCustomers(db: Kysely<Database>, websiteId: number) {
  const orderStats = db
    .selectFrom("orders")
    .where("orders.website_id", "=", websiteId)
    .select((eb) => ["orders.user_id", eb.fn.countAll<number | string>().as("order_count"), eb.fn.max("orders.created_at").as("last_order_at")])
    .groupBy("orders.user_id")
    .as("stats");
  return db
    .selectFrom("users")
    .leftJoin(orderStats, "stats.user_id", "users.id")
    .where((eb) =>
      eb.or([
        eb("stats.user_id", "is not", null),
        eb.exists(eb.selectFrom("addresses").select("addresses.id").whereRef("addresses.user_id", "=", "users.id").where("addresses.website_id", "=", websiteId)),
      ]),
    );
}

export const customerColumns = ["users.id", "users.name", "users.phone", "users.email", "users.created_at", "stats.order_count", "stats.last_order_at"] as const;

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
  const sortColumn = query.sort === "last_order_at" ? "stats.last_order_at" : `users.${query.sort}` as const;
  const [{ total }, rows] = await Promise.all([
    customers.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow(),
    customers
      .select(customerColumns)
      .orderBy(sortColumn, query.dir)
      .orderBy("users.id", query.dir)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
  ]);
  return { data: rows.map(customerRowOf), meta: { total: Number(total), page: query.page, perPage: query.perPage } };
}
