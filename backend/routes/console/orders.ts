import { createRoute } from "@hono/zod-openapi";
import { consoleActor } from "./console-actor";
import type { Context } from "hono";
import type { AppEnv } from "@/backend/http/env";
import { notFound } from "@/backend/http/errors";
import { refuse, type RefusalOf, type RefusalTable } from "@/backend/http/refusals";
import type { StoreApp } from "@/backend/http/router";
import { idParamSchema } from "@/backend/schemas/account";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "@/backend/schemas/common";
import { consoleRoleResponses, consoleAccess } from "@/backend/schemas/console/common";
import {
  consoleOrderChangedWireSchema,
  consoleOrderDetailWireSchema,
  consoleOrderListWireSchema,
  consoleOrderQueryWireSchema,
  orderStepBodyWireSchema,
  storeCancelBodyWireSchema,
} from "@/backend/schemas/console/orders";
import { advanceWebsiteOrder, cancelWebsiteOrder, type StaffAction, type StoreCancellationResult } from "@/backend/services/console/orders/change";
import { consoleOrderDetail, websiteOrder } from "@/backend/services/console/orders/detail";
import { listConsoleOrders } from "@/backend/services/console/orders/list";
import { CANCEL_MESSAGES } from "@/backend/services/orders/cancel-order";
import { PROGRESS_REFUSALS, type AdvanceOrderResult } from "@/backend/services/orders/progress";
import { CONSOLE_ORDER_MESSAGES } from "@/lib/api/schemas/console/orders";
import { ORDER_STATUS_LABELS } from "@/lib/api/schemas/orders";
import { taxDocumentPath } from "@/lib/api/tax-documents";
import { pdfResponse, sendTaxDocument } from "../tax-documents";

const missing = { 404: errorResponse("No such order on this website") };

const listRoute = createRoute({
  method: "get",
  path: "/api/console/orders",
  ...consoleAccess,
  summary: "The website's orders: filtered by status, dates (IST), cash or online, payment status, pincode, order number or phone; sorted and paged",
  request: { query: consoleOrderQueryWireSchema },
  responses: { 200: jsonResponse(consoleOrderListWireSchema, "A page of orders"), ...errorResponses, ...consoleRoleResponses },
});

const detailRoute = createRoute({
  method: "get",
  path: "/api/console/orders/{id}",
  ...consoleAccess,
  summary: "One order: lines, address, slots, payments, refunds, timeline, tax documents, and the step it can take next",
  request: { params: idParamSchema },
  responses: { 200: jsonResponse(consoleOrderDetailWireSchema, "The order"), ...errorResponses, ...consoleRoleResponses, ...missing },
});

const stepRoute = createRoute({
  method: "post",
  path: "/api/console/orders/{id}/status",
  ...consoleAccess,
  summary: "Move the order one step: confirmed → packed → out_for_delivery → delivered",
  description: "Confirming issues the GST tax invoice (an online order must be paid first); delivering a cash order records the cash as paid. Audited.",
  request: { params: idParamSchema, ...jsonBody(orderStepBodyWireSchema) },
  responses: {
    200: jsonResponse(consoleOrderChangedWireSchema, "The order after the move"),
    ...errorResponses,
    ...consoleRoleResponses,
    ...missing,
    409: errorResponse("Not the order's next step, or it is cancelled, delivered, unpaid or changed meanwhile"),
  },
});

const cancelRoute = createRoute({
  method: "post",
  path: "/api/console/orders/{id}/cancel",
  ...consoleAccess,
  summary: "Cancel the order for the store with a reason, until it is out for delivery",
  description: "Gives the units and the coupon use back, issues the credit note of an invoiced order and asks the gateway to refund an online payment. Audited.",
  request: { params: idParamSchema, ...jsonBody(storeCancelBodyWireSchema) },
  responses: {
    200: jsonResponse(consoleOrderChangedWireSchema, "The cancelled order"),
    ...errorResponses,
    ...consoleRoleResponses,
    ...missing,
    409: errorResponse("Out for delivery or later, or already cancelled"),
  },
});

const documentRoute = (kind: "invoice" | "credit_note", summary: string) =>
  createRoute({
    method: "get",
    path: taxDocumentPath(kind, "{id}", "console"),
    ...consoleAccess,
    summary,
    request: { params: idParamSchema },
    responses: { 200: pdfResponse("The document as an A4 PDF, sent as a download"), ...errorResponses, ...consoleRoleResponses, 404: errorResponse("No such order on this website, or no such document for it yet") },
  });

const stepRefusals: RefusalTable<RefusalOf<AdvanceOrderResult>> = {
  unknownOrder: { status: 404, message: CONSOLE_ORDER_MESSAGES.notFound },
  cancelled: { status: 409, message: (refusal) => PROGRESS_REFUSALS.cancelled(refusal.orderNumber) },
  delivered: { status: 409, message: (refusal) => PROGRESS_REFUSALS.delivered(refusal.orderNumber) },
  notNext: { status: 409, message: (refusal) => PROGRESS_REFUSALS.notNext(refusal.orderNumber, refusal.from, refusal.next) },
  changed: { status: 409, message: (refusal) => PROGRESS_REFUSALS.changed(refusal.orderNumber) },
  unpaid: { status: 409, message: (refusal) => PROGRESS_REFUSALS.unpaid(refusal.orderNumber) },
};

const cancelRefusals: RefusalTable<RefusalOf<StoreCancellationResult>> = {
  unknownOrder: { status: 404, message: CONSOLE_ORDER_MESSAGES.notFound },
  tooLate: { status: 409, message: (refusal) => CANCEL_MESSAGES.tooLate(refusal.order) },
};

/** The website this request works on and who acts on it (consoleAccessOnly has checked both). */
function staffOf(c: Context<AppEnv>): StaffAction {
  const actor = consoleActor(c);
  return { websiteId: actor.websiteId, actorUserId: actor.userId };
}

async function requireWebsiteOrder(c: Context<AppEnv>, id: number) {
  const order = await websiteOrder(c.get("db"), c.get("website").id, id);
  if (!order) throw notFound(CONSOLE_ORDER_MESSAGES.notFound);
  return order;
}

export function registerConsoleOrderRoutes(app: StoreApp) {
  app.openapi(listRoute, async (c) => c.json(await listConsoleOrders(c.get("db"), c.get("website").id, c.req.valid("query")), 200));

  app.openapi(detailRoute, async (c) => c.json(await consoleOrderDetail(c.get("db"), await requireWebsiteOrder(c, c.req.valid("param").id)), 200));

  app.openapi(stepRoute, async (c) => {
    const { status, note } = c.req.valid("json");
    const moved = await advanceWebsiteOrder(c.get("db"), staffOf(c), c.req.valid("param").id, status, note ?? null);
    if (!moved.ok) refuse(stepRefusals, moved);
    const order = await consoleOrderDetail(c.get("db"), moved.order);
    return c.json({ message: CONSOLE_ORDER_MESSAGES.moved(order.order_number, ORDER_STATUS_LABELS[order.status]), order }, 200);
  });

  app.openapi(cancelRoute, async (c) => {
    const cancelled = await cancelWebsiteOrder(c.get("db"), staffOf(c), c.req.valid("param").id, c.req.valid("json").reason);
    if (!cancelled.ok) refuse(cancelRefusals, cancelled);
    const order = await consoleOrderDetail(c.get("db"), await requireWebsiteOrder(c, cancelled.order.id));
    const message = cancelled.refunding ? CONSOLE_ORDER_MESSAGES.cancelledRefunding(order.order_number) : CONSOLE_ORDER_MESSAGES.cancelled(order.order_number);
    return c.json({ message, order }, 200);
  });

  for (const [kind, summary] of [
    ["invoice", "The order's GST tax invoice (issued once the order is confirmed)"],
    ["credit_note", "The credit note of a cancelled order that had been invoiced"],
  ] as const) {
    app.openapi(documentRoute(kind, summary), async (c) => sendTaxDocument(c, await requireWebsiteOrder(c, c.req.valid("param").id), kind));
  }
}
