import { createRoute, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import type { Database, OrderRow } from "@/backend/db/schema";
import type { StoreApp } from "@/backend/http/router";
import { OPERATOR_API_PREFIX } from "@/backend/middleware/operator-auth";
import { OPERATOR_SECURITY_SCHEME } from "@/backend/schemas/security-schemes";
import { idParamSchema } from "@/backend/schemas/account";
import { errorResponse, jsonBody, jsonResponse } from "@/backend/schemas/common";
import { rupees } from "@/backend/services/money";
import { operatorActorFor } from "@/backend/services/operator/operator-actor";
import { advanceWebsiteOrder } from "@/backend/services/console/orders/change";
import { NEXT_STATUS, ORDER_NOT_FOUND_FOR_OPERATOR, PROGRESS_REFUSALS, type AdvanceOrderResult } from "@/backend/services/orders/progress";
import { notFound } from "@/backend/http/errors";
import { refuse, type RefusalTable } from "@/backend/http/refusals";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "@/lib/api/schemas/orders";

const tags = ["Operator"];
const security = [{ [OPERATOR_SECURITY_SCHEME]: [] }];
const refused = {
  401: errorResponse("Missing or wrong operator token"),
  403: errorResponse("The operator API is off (OPERATOR_TOKEN unset)"),
  404: errorResponse("No such order"),
};

const operatorOrderSchema = z
  .object({
    id: z.number(),
    website_id: z.number(),
    order_number: z.string(),
    status: z.enum(ORDER_STATUSES),
    next_status: z.enum(ORDER_STATUSES).nullable(),
    payment_method: z.string(),
    payment_status: z.enum(PAYMENT_STATUSES),
    total: z.number(),
    events: z.array(z.object({ status: z.enum(ORDER_STATUSES), note: z.string().nullable(), created_at: z.string() })),
  })
  .openapi("OperatorOrder");

const statusBodySchema = z
  .object({
    status: z.enum(["confirmed", "packed", "out_for_delivery", "delivered"]),
    note: z.string().trim().max(200, "Note is too long").optional(),
  })
  .openapi("OperatorOrderStatus", { example: { status: "packed", note: "Packed in 2 boxes" } });

const orderRoute = createRoute({
  method: "get",
  path: `${OPERATOR_API_PREFIX}orders/{id}`,
  tags,
  security,
  summary: "An order's status, the status it can move to next, and its timeline",
  request: { params: idParamSchema },
  responses: { 200: jsonResponse(operatorOrderSchema, "The order"), ...refused },
});

const statusRoute = createRoute({
  method: "post",
  path: `${OPERATOR_API_PREFIX}orders/{id}/status`,
  tags,
  security,
  summary: "Move an order one step: placed → confirmed → packed → out_for_delivery → delivered",
  description:
    "Confirming issues the GST tax invoice (an online order must be paid first); delivering a cash order records the cash as paid. Any other move answers 409 with the reason.",
  request: { params: idParamSchema, ...jsonBody(statusBodySchema) },
  responses: { 200: jsonResponse(operatorOrderSchema, "The order after the move"), ...refused, 409: errorResponse("Not the order's next step, or it is cancelled or unpaid") },
});

async function operatorOrder(db: Kysely<Database>, order: OrderRow) {
  const events = await db.selectFrom("order_events").select(["status", "note", "created_at"]).where("order_id", "=", order.id).orderBy("created_at").orderBy("id").execute();
  return {
    id: order.id,
    website_id: order.website_id,
    order_number: order.order_number,
    status: order.status,
    next_status: NEXT_STATUS[order.status] ?? null,
    payment_method: order.payment_method,
    payment_status: order.payment_status,
    total: rupees(order.total),
    events,
  };
}

const refusals: RefusalTable<Extract<AdvanceOrderResult, { ok: false }>> = {
  unknownOrder: { status: 404, message: ORDER_NOT_FOUND_FOR_OPERATOR },
  cancelled: { status: 409, message: (refusal) => PROGRESS_REFUSALS.cancelled(refusal.orderNumber) },
  delivered: { status: 409, message: (refusal) => PROGRESS_REFUSALS.delivered(refusal.orderNumber) },
  notNext: { status: 409, message: (refusal) => PROGRESS_REFUSALS.notNext(refusal.orderNumber, refusal.from, refusal.next) },
  changed: { status: 409, message: (refusal) => PROGRESS_REFUSALS.changed(refusal.orderNumber) },
  unpaid: { status: 409, message: (refusal) => PROGRESS_REFUSALS.unpaid(refusal.orderNumber) },
};

/** Operator calls on orders, across websites; registered after the operator API's token check (routes/operator.ts). */
export function registerOperatorOrderRoutes(app: StoreApp) {
  app.openapi(orderRoute, async (c) => {
    const db = c.get("db");
    const order = await db.selectFrom("orders").selectAll().where("id", "=", c.req.valid("param").id).executeTakeFirst();
    if (!order) throw notFound(ORDER_NOT_FOUND_FOR_OPERATOR);
    return c.json(await operatorOrder(db, order), 200);
  });

  app.openapi(statusRoute, async (c) => {
    const db = c.get("db");
    const { status, note } = c.req.valid("json");
    const id = c.req.valid("param").id;
    const actor = await operatorActorFor(db, { order: id });
    if (!actor) throw notFound(ORDER_NOT_FOUND_FOR_OPERATOR);
    const advanced = await advanceWebsiteOrder(db, { websiteId: actor.websiteId, actorUserId: null }, id, status, note ?? null);
    if (!advanced.ok) refuse(refusals, advanced);
    return c.json(await operatorOrder(db, advanced.order), 200);
  });
}
