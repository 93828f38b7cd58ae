import type { Kysely } from "kysely";
import type { Database, PaymentGateway, PaymentRow } from "@/backend/db/schema";

/** The order's newest attempt with this gateway: the one the shopper is paying now. */
export const latestAttempt = (db: Kysely<Database>, orderId: number, gateway: PaymentGateway): Promise<PaymentRow | undefined> =>
  db.selectFrom("payments").selectAll().where("order_id", "=", orderId).where("gateway", "=", gateway).orderBy("id", "desc").limit(1).executeTakeFirst();

export const countAttempts = async (db: Kysely<Database>, orderId: number, gateway: PaymentGateway): Promise<number> => {
  const row = await db
    .selectFrom("payments")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("order_id", "=", orderId)
    .where("gateway", "=", gateway)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** The attempt a gateway report names, on any website. */
export const attemptByGatewayOrder = (db: Kysely<Database>, gateway: PaymentGateway, gatewayOrderId: string): Promise<PaymentRow | undefined> =>
  db.selectFrom("payments").selectAll().where("gateway", "=", gateway).where("gateway_order_id", "=", gatewayOrderId).executeTakeFirst();

export async function recordAttempt(
  db: Kysely<Database>,
  attempt: { orderId: number; gateway: PaymentGateway; gatewayOrderId: string; amount: number },
  now = new Date(),
): Promise<PaymentRow> {
  const stamp = now.toISOString();
  return db
    .insertInto("payments")
    .values({
      order_id: attempt.orderId,
      gateway: attempt.gateway,
      gateway_order_id: attempt.gatewayOrderId,
      payment_id: null,
      amount: attempt.amount,
      status: "created",
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
