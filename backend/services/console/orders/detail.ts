import type { Kysely } from "kysely";
import type { Database, OrderRow } from "@/backend/db/schema";
import { detailOf } from "@/backend/services/account/orders";
import { rupees } from "@/backend/services/money";
import { NEXT_STATUS } from "@/backend/services/orders/progress";
import { taxDocumentHref } from "@/lib/api/tax-documents";
import { STORE_CANCELLABLE_STATUSES, type ConsoleOrderDetail, type OrderStep } from "@/lib/api/schemas/console/orders";

/** The website's order with this id; another website's is as missing as one that never was. */
export const websiteOrder = (db: Kysely<Database>, websiteId: number, id: number): Promise<OrderRow | undefined> =>
  db.selectFrom("orders").selectAll().where("id", "=", id).where("website_id", "=", websiteId).executeTakeFirst();

/** Everything the console shows of an order: the customer's view, who ordered, the next step, every payment attempt and refund. */
export async function consoleOrderDetail(db: Kysely<Database>, order: OrderRow): Promise<ConsoleOrderDetail> {
  const [detail, customer, payments, refunds] = await Promise.all([
    detailOf(db, order),
    db.selectFrom("users").select(["id", "name", "phone"]).where("id", "=", order.user_id).executeTakeFirstOrThrow(),
    db
      .selectFrom("payments")
      .select(["gateway", "gateway_order_id", "payment_id", "amount", "status", "created_at"])
      .where("order_id", "=", order.id)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("refunds")
      .select(["gateway", "refund_ref", "gateway_refund_id", "amount", "status", "created_at"])
      .where("order_id", "=", order.id)
      .orderBy("id")
      .execute(),
  ]);
  return {
    ...detail,
    documents: detail.documents.map((document) => ({ ...document, href: taxDocumentHref(document.kind, order.id, "console") })),
    customer: { id: customer.id, name: customer.name ?? "", phone: customer.phone },
    next_status: (NEXT_STATUS[order.status] as OrderStep | undefined) ?? null,
    can_cancel: STORE_CANCELLABLE_STATUSES.includes(order.status),
    payments: payments.map((payment) => ({ ...payment, amount: rupees(payment.amount) })),
    refunds: refunds.map((refund) => ({ ...refund, amount: rupees(refund.amount) })),
  };
}
