import { shopperLanguage } from "@/backend/http/shopper-language";
import { createRoute } from "@hono/zod-openapi";
import { refuse, type RefusalOf, type RefusalTable } from "@/backend/http/refusals";
import type { StoreApp } from "@/backend/http/router";
import { signedInOnly } from "@/backend/middleware/require-role";
import { messageWireSchema } from "@/backend/schemas/account";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "@/backend/schemas/common";
import { stockAlertBodyWireSchema, stockAlertListWireSchema } from "@/backend/schemas/stock";
import { requireOwner } from "@/backend/http/signed-in";
import { openStockAlerts, requestStockAlert, STOCK_ALERT_MESSAGES, type StockAlertResult } from "@/backend/services/stock/alerts";

const tags = ["Account"];

const listRoute = createRoute({
  method: "get",
  path: "/api/account/stock-alerts",
  tags,
  summary: "The signed-in customer's open back-in-stock requests",
  responses: { 200: jsonResponse(stockAlertListWireSchema, "Open requests, newest first"), 401: errorResponse("Not signed in"), ...errorResponses },
});

const requestRoute = createRoute({
  method: "post",
  path: "/api/account/stock-alerts",
  tags,
  summary: "Ask to be told when an out-of-stock pack returns",
  description: "One message goes through the sign-in code channel (OTP_WEBHOOK_URL, or the log) when stock returns; the request then closes.",
  request: { ...jsonBody(stockAlertBodyWireSchema) },
  responses: {
    200: jsonResponse(messageWireSchema, "Recorded (asking again keeps one request)"),
    401: errorResponse("Not signed in"),
    404: errorResponse("No such pack on this website"),
    ...errorResponses,
  },
});

const refusals = {
  noSuchPack: { status: 404, message: STOCK_ALERT_MESSAGES.noSuchPack },
  inStock: { status: 400, message: STOCK_ALERT_MESSAGES.inStock },
} as const satisfies RefusalTable<RefusalOf<StockAlertResult>>;

/** Back-in-stock requests, in the account area (signed in only). */
export function registerStockAlertRoutes(app: StoreApp) {
  app.use("/api/account/stock-alerts", signedInOnly);
  app.openapi(listRoute, async (c) => c.json(await openStockAlerts(c.get("db"), requireOwner(c)), 200));
  app.openapi(requestRoute, async (c) => {
    const result = await requestStockAlert(c.get("db"), requireOwner(c), c.req.valid("json").pack_id, shopperLanguage(c));
    if (!result.ok) refuse(refusals, result);
    return c.json({ message: result.message }, 200);
  });
}
