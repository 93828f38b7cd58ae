import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { listAddresses } from "@/backend/services/account/addresses";
import { listConsoleOrders } from "@/backend/services/console/orders/list";
import type { Result } from "@/backend/services/result";
import type { CustomerDetail } from "@/lib/api/schemas/console/customers";
import { CONSOLE_ORDERS_PER_PAGE } from "@/lib/api/schemas/console/orders";
import { customerColumns, customerRowOf, websiteCustomers } from "./list";

/** `unknownCustomer`: no customer of this website has the id (a user who never shopped here is as missing). */
export type CustomerDetailResult = Result<{ detail: CustomerDetail }, "unknownCustomer">;

export async function customerDetail(db: Kysely<Database>, websiteId: number, userId: number): Promise<CustomerDetailResult> {
  const row = await websiteCustomers(db, websiteId).select(customerColumns(websiteId)).where("users.id", "=", userId).executeTakeFirst();
  if (!row) return { ok: false, reason: "unknownCustomer" };
  const [addresses, orders] = await Promise.all([
    listAddresses(db, { userId, websiteId }),
    listConsoleOrders(db, websiteId, { page: 1, perPage: CONSOLE_ORDERS_PER_PAGE, sort: "created_at", dir: "desc", customer: userId }),
  ]);
  return { ok: true, detail: { customer: customerRowOf(row), addresses, orders } };
}
