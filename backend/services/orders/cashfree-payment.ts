import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database, OrderRow, UserRow } from "@/backend/db/schema";
import { createCashfreeOrder } from "@/backend/services/payments/cashfree";
import { readCashfreeConfig } from "@/backend/services/payments/config";
import { API_MOUNT_PATH } from "@/lib/api/protocol";
import type { CashfreeStart } from "@/lib/api/schemas/checkout";
import { countAttempts, recordAttempt } from "./attempts";
import { gatewayCall } from "./gateway-call";
import { payableWith, paymentRefusal, type PaymentResult } from "./payable";

const validEmail = (email: string | null) => (email && z.email().safeParse(email).success ? email : undefined);

/**
 * A new Cashfree order per attempt ({order number}-{n}-{random}: Cashfree ids are single-use per account,
 * and two websites or a reset database may repeat an order number); the shopper comes
 * back to the confirm page in the language they paid from (`languagePrefix`: "" or "/hi"), which asks
 * Cashfree before anything is marked paid. Webhooks are only requested for an https page origin, as
 * Cashfree accepts no other notify_url.
 */
export async function startCashfree(
  db: Kysely<Database>,
  order: OrderRow,
  user: UserRow,
  pageOrigin: string,
  languagePrefix = "",
): Promise<PaymentResult<{ start: CashfreeStart }>> {
  const refused = payableWith(order, "cashfree");
  if (refused) return refused;
  const config = readCashfreeConfig();
  if (!config) return paymentRefusal("gatewayOff", "cashfree");
  const attempt = (await countAttempts(db, order.id, "cashfree")) + 1;
  const gatewayOrderId = `${order.order_number}-${attempt}-${randomBytes(4).toString("hex")}`;
  const created = await gatewayCall("cashfree", () =>
    createCashfreeOrder(
      {
        orderId: gatewayOrderId,
        amountRupees: order.total / 100,
        customer: {
          customer_id: `user_${user.id}`,
          customer_phone: user.phone,
          customer_name: user.name?.trim().slice(0, 100) || undefined,
          customer_email: validEmail(user.email),
        },
        returnUrl: `${pageOrigin}${languagePrefix}/checkout/confirm/${order.id}`,
        notifyUrl: pageOrigin.startsWith("https://") ? `${pageOrigin}${API_MOUNT_PATH}/webhooks/cashfree` : undefined,
      },
      { config },
    ),
  );
  if (!created.ok) return created;
  const { order_id: createdId, payment_session_id } = created.answer;
  await recordAttempt(db, { orderId: order.id, gateway: "cashfree", gatewayOrderId: createdId, amount: order.total });
  return { ok: true, start: { payment_session_id, mode: config.environment, order_number: order.order_number, script_url: config.sdkScript } };
}
