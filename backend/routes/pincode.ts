import { createRoute, z } from "@hono/zod-openapi";
import { clearGuestPincode, writeGuestPincode } from "@/backend/http/cookies";
import { badRequest } from "@/backend/http/errors";
import type { StoreApp } from "@/backend/http/router";
import { keepableForOwner } from "@/backend/middleware/private-answer-owners";
import { errorResponses, jsonResponse } from "@/backend/schemas/common";
import { deliveryEstimateWireSchema, pincodeCheckWireSchema } from "@/backend/schemas/pincode";
import { deliveryEstimate, parsePincode, pincodeAnswer } from "@/backend/services/pincodes";
import { setSessionPincode } from "@/backend/services/sessions";

const route = createRoute({
  method: "get",
  path: "/api/check/pincode/{pincode}",
  tags: ["Delivery"],
  summary: "Check and remember the delivery pincode",
  description:
    "Six digits, the first not 0. A served pincode is stored in the visitor's session; a visitor without one gets it in an httpOnly cookie (pincode) instead, and no session is created. An unserved pincode answers serviceable false and changes nothing. Needs the x-store-origin header (a cross-site link cannot send it).",
  request: { params: z.object({ pincode: z.string().openapi({ example: "560001" }) }) },
  responses: { 200: jsonResponse(pincodeCheckWireSchema, "Whether the website delivers there"), ...errorResponses },
});

const estimateRoute = createRoute({
  method: "get",
  path: "/api/delivery/{pincode}",
  tags: ["Delivery"],
  summary: "Delivery charge, free-delivery threshold and next slot for a pincode",
  description: "Read-only (the session is not touched); warehouse_id narrows it to the warehouse a pack ships from.",
  request: {
    params: z.object({ pincode: z.string().openapi({ example: "560001" }) }),
    query: z.object({
      warehouse_id: z.string().regex(/^\d+$/, "warehouse_id must be a number").optional().openapi({ example: "1" }),
    }),
  },
  responses: { 200: jsonResponse(deliveryEstimateWireSchema, "What delivery there costs and when it can come"), ...errorResponses },
});

const INVALID_PINCODE = "Please enter a valid 6-digit pincode";

function validPincode(raw: string) {
  const parsed = parsePincode(raw);
  if (!parsed.ok) throw badRequest(INVALID_PINCODE);
  return parsed.pincode;
}

export function registerPincodeRoutes(app: StoreApp) {
  app.openapi(estimateRoute, async (c) => {
    const pincode = validPincode(c.req.valid("param").pincode);
    const warehouse = c.req.valid("query").warehouse_id;
    const estimate = await deliveryEstimate(c.get("db"), c.get("website").id, pincode, warehouse === undefined ? undefined : Number(warehouse), new Date());
    c.header("Cache-Control", "no-store");
    keepableForOwner(c);
    return c.json(estimate, 200);
  });

  app.openapi(route, async (c) => {
    const pincode = validPincode(c.req.valid("param").pincode);
    const db = c.get("db");
    const website = c.get("website");
    const answer = await pincodeAnswer(db, website.id, pincode);
    c.header("Cache-Control", "no-store");
    if (!answer.serviceable) return c.json(answer, 200);
    const session = c.get("session");
    if (session) {
      await setSessionPincode(db, session.id, pincode);
      clearGuestPincode(c);
    } else {
      writeGuestPincode(c, pincode);
    }
    c.set("pincode", pincode);
    return c.json(answer, 200);
  });
}
