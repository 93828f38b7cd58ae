import type { Kysely } from "kysely";
import type { Database, OrderRow } from "@/backend/db/schema";
import { rupees } from "@/backend/services/money";
import { taxDocumentsOf } from "@/backend/services/invoices/issue";
import { DOCUMENT_TITLES, taxDocumentHref } from "@/lib/api/tax-documents";
import { orderAddressSchema, type OrderDetail, type OrderList, type OrderSummary } from "@/lib/api/schemas/orders";
import type { SignedInCustomer } from "./owner";
import type { Result } from "@/backend/services/result";

export const ORDER_NOT_FOUND = "Order not found";

const EMPTY_ADDRESS = { name: "", phone: "", pincode: "", line1: "", line2: "", landmark: "", city: "", state: "" };

/** The address snapshot is stored as JSON text; a damaged one shows as blank rather than failing the page. */
export function parseOrderAddress(text: string) {
  try {
    const parsed = orderAddressSchema.partial().safeParse(JSON.parse(text));
    return parsed.success ? { ...EMPTY_ADDRESS, ...parsed.data } : EMPTY_ADDRESS;
  } catch {
    return EMPTY_ADDRESS;
  }
}

const summaryOf = (row: OrderRow, itemCount: number): OrderSummary => ({
  id: row.id,
  order_number: row.order_number,
  status: row.status,
  payment_method: row.payment_method,
  payment_status: row.payment_status,
  total: rupees(row.total),
  item_count: itemCount,
  created_at: row.created_at,
  del_date: row.del_date,
  del_start_time: row.del_start_time,
  del_end_time: row.del_end_time,
});

const ownOrders = (db: Kysely<Database>, owner: SignedInCustomer) =>
  db.selectFrom("orders").where("user_id", "=", owner.userId).where("website_id", "=", owner.websiteId);

async function itemCounts(db: Kysely<Database>, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom("order_items")
    .select((eb) => ["order_id", eb.fn.sum<number | string>("quantity").as("count")])
    .where("order_id", "in", orderIds)
    .groupBy("order_id")
    .execute();
  return new Map(rows.map((row) => [row.order_id, Number(row.count)]));
}

/** Newest first. */
export async function listOrders(db: Kysely<Database>, owner: SignedInCustomer, page: number, perPage: number): Promise<OrderList> {
  const [{ total }, rows] = await Promise.all([
    ownOrders(db, owner).select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow(),
    ownOrders(db, owner)
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  const counts = await itemCounts(db, rows.map((row) => row.id));
  return {
    data: rows.map((row) => summaryOf(row, counts.get(row.id) ?? 0)),
    meta: { total: Number(total), page, perPage },
  };
}

/** `unknownOrder`: no order of the customer's (or of the agent's customers) has that id or number. */
export type OrderDetailResult = Result<{ order: OrderDetail }, "unknownOrder">;

export const detailResult = async (db: Kysely<Database>, row: OrderRow | undefined): Promise<OrderDetailResult> =>
  row ? { ok: true, order: await detailOf(db, row) } : { ok: false, reason: "unknownOrder" };

/** Someone else's order answers exactly like a missing one. */
export async function getOrder(db: Kysely<Database>, owner: SignedInCustomer, id: number): Promise<OrderDetailResult> {
  return detailResult(db, await ownOrders(db, owner).selectAll().where("id", "=", id).executeTakeFirst());
}

/** The same, by the number the customer reads (unique per website). */
export async function getOrderByNumber(db: Kysely<Database>, owner: SignedInCustomer, orderNumber: string): Promise<OrderDetailResult> {
  return detailResult(db, await ownOrders(db, owner).selectAll().where("order_number", "=", orderNumber).executeTakeFirst());
}

/** The order as its customer reads it; the console shows the same and more. */
export async function detailOf(db: Kysely<Database>, row: OrderRow): Promise<OrderDetail> {
  const id = row.id;
  const [items, events, deliveries, documents, contacts] = await Promise.all([
    db
      .selectFrom("order_items")
      .leftJoin("products", "products.id", "order_items.product_id")
      .selectAll("order_items")
      .select("products.slug")
      .where("order_id", "=", id)
      .orderBy("order_items.id")
      .execute(),
    db.selectFrom("order_events").select(["status", "note", "created_at"]).where("order_id", "=", id).orderBy("created_at").orderBy("id").execute(),
    db
      .selectFrom("order_deliveries")
      .select(["name", "delivery_charge", "del_date", "del_start_time", "del_end_time"])
      .where("order_id", "=", id)
      .orderBy("id")
      .execute(),
    taxDocumentsOf(db, id),
    db.selectFrom("web_addresses").select(["phone", "email", "whatsapp"]).where("website_id", "=", row.website_id).executeTakeFirst(),
  ]);
  return {
    ...summaryOf(row, items.reduce((sum, item) => sum + item.quantity, 0)),
    amount: rupees(row.amount),
    discount: rupees(row.discount),
    delivery_charge: rupees(row.delivery_charge),
    coupon_code: row.coupon_code,
    notes: row.notes,
    address: parseOrderAddress(row.address),
    items: items.map((item) => ({
      product_id: item.product_id,
      pack_id: item.pack_id,
      slug: item.slug ?? null,
      name: item.name,
      pack_name: item.pack_name,
      image: item.image,
      price: rupees(item.price),
      act_price: rupees(item.act_price),
      quantity: item.quantity,
      amount: rupees(item.amount),
    })),
    events,
    deliveries: deliveries.map((delivery) => ({ ...delivery, delivery_charge: rupees(delivery.delivery_charge) })),
    cancel_reason: row.cancel_reason,
    help: { phone: contacts?.phone ?? "", email: contacts?.email ?? "", whatsapp: contacts?.whatsapp ?? "" },
    documents: documents.map((document) => ({
      kind: document.kind,
      title: DOCUMENT_TITLES[document.kind],
      number: document.number,
      issued_at: document.issued_at,
      href: taxDocumentHref(document.kind, id),
    })),
  };
}
