import { createRoute } from "@hono/zod-openapi";
import { notFound } from "@/backend/http/errors";
import { refuse, type RefusalOf, type RefusalTable } from "@/backend/http/refusals";
import type { StoreApp } from "@/backend/http/router";
import { consoleActor } from "./console-actor";
import { formMessagesHook } from "@/backend/http/validation";
import { idParamSchema } from "@/backend/schemas/account";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "@/backend/schemas/common";
import { consoleRoleResponses, consoleAccess } from "@/backend/schemas/console/common";
import { couponBodyWireSchema, couponListWireSchema, couponQueryWireSchema, couponSavedWireSchema, couponWireSchema } from "@/backend/schemas/console/coupons";
import { consoleCouponById, listConsoleCoupons } from "@/backend/services/console/coupons/list";
import { saveCoupon, type SaveCouponResult } from "@/backend/services/console/coupons/save";
import { CONSOLE_COUPON_MESSAGES } from "@/lib/api/schemas/console/coupons";

const missing = errorResponse("No such coupon on this website");
const writeAnswers = { ...errorResponses, ...consoleRoleResponses, 409: errorResponse("Another coupon of this website has the code") };

const listRoute = createRoute({
  method: "get",
  path: "/api/console/coupons",
  ...consoleAccess,
  summary: "The website's coupons with how many orders used each, searched by code, filtered, sorted and paged",
  request: { query: couponQueryWireSchema },
  responses: { 200: jsonResponse(couponListWireSchema, "A page of coupons"), ...errorResponses, ...consoleRoleResponses },
});

const detailRoute = createRoute({
  method: "get",
  path: "/api/console/coupons/{id}",
  ...consoleAccess,
  summary: "One coupon, as its form edits it",
  request: { params: idParamSchema },
  responses: { 200: jsonResponse(couponWireSchema, "The coupon"), ...errorResponses, ...consoleRoleResponses, 404: missing },
});

const createCouponRoute = createRoute({
  method: "post",
  path: "/api/console/coupons",
  ...consoleAccess,
  summary: "Add a coupon",
  description: "The code is kept in upper case and is unique in the website. The cart and checkout apply it under their usual rules from the next request.",
  request: { ...jsonBody(couponBodyWireSchema) },
  responses: { 200: jsonResponse(couponSavedWireSchema, "The coupon as saved, with a message to show"), ...writeAnswers },
});

const updateCouponRoute = createRoute({
  method: "put",
  path: "/api/console/coupons/{id}",
  ...consoleAccess,
  summary: "Rewrite a coupon; active false stops it applying, private keeps it out of the shoppers' lists",
  request: { params: idParamSchema, ...jsonBody(couponBodyWireSchema) },
  responses: { 200: jsonResponse(couponSavedWireSchema, "The coupon as saved, with a message to show"), ...writeAnswers, 404: missing },
});

const refusals: RefusalTable<RefusalOf<SaveCouponResult>> = {
  unknownCoupon: { status: 404, message: CONSOLE_COUPON_MESSAGES.notFound },
  codeTaken: { status: 409, message: CONSOLE_COUPON_MESSAGES.codeTaken },
};


export function registerConsoleCouponRoutes(app: StoreApp) {
  app.openapi(listRoute, async (c) => c.json(await listConsoleCoupons(c.get("db"), c.get("website").id, c.req.valid("query")), 200));

  app.openapi(detailRoute, async (c) => {
    const coupon = await consoleCouponById(c.get("db"), c.get("website").id, c.req.valid("param").id);
    if (!coupon) throw notFound(CONSOLE_COUPON_MESSAGES.notFound);
    return c.json(coupon, 200);
  });

  app.openapi(
    createCouponRoute,
    async (c) => {
      const saved = await saveCoupon(c.get("db"), consoleActor(c), null, c.req.valid("json"));
      if (!saved.ok) refuse(refusals, saved);
      return c.json({ coupon: saved.coupon, message: CONSOLE_COUPON_MESSAGES.created }, 200);
    },
    formMessagesHook,
  );

  app.openapi(
    updateCouponRoute,
    async (c) => {
      const saved = await saveCoupon(c.get("db"), consoleActor(c), c.req.valid("param").id, c.req.valid("json"));
      if (!saved.ok) refuse(refusals, saved);
      return c.json({ coupon: saved.coupon, message: CONSOLE_COUPON_MESSAGES.saved }, 200);
    },
    formMessagesHook,
  );
}
