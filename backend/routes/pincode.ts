import { createRoute, z } from "@hono/zod-openapi";
import { clearGuestPincode, writeGuestPincode } from "@/backend/http/cookies";
import type { StoreApp } from "@/backend/http/router";
import { errorResponses, jsonResponse } from "@/backend/schemas/common";
import { pincodeCheckWireSchema } from "@/backend/schemas/pincode";
import { parsePincode, pincodeAnswer } from "@/backend/services/pincodes";
import { setSessionPincode } from "@/backend/services/sessions";

const route = createRoute({
  method: "get",
  path: "/api/check/pincode/{pincode}",
  tags: ["Delivery"],
  summary: "Check and remember the delivery pincode",
  description:
    "Six digits, the first not 0. Stores the pincode in the visitor's session; a visitor without one gets it in an httpOnly cookie (pincode) instead, and no session is created. Needs the x-store-origin header (a cross-site link cannot send it).",
  request: { params: z.object({ pincode: z.string().openapi({ example: "560001" }) }) },
  responses: { 200: jsonResponse(pincodeCheckWireSchema, "Whether the website delivers there"), ...errorResponses },
});

export function registerPincodeRoutes(app: StoreApp) {
  app.openapi(route, async (c) => {
    const pincode = parsePincode(c.req.valid("param").pincode);
    const db = c.get("db");
    const website = c.get("website");
    const answer = await pincodeAnswer(db, website.id, pincode);
    const session = c.get("session");
    if (session) {
      await setSessionPincode(db, session.id, pincode);
      clearGuestPincode(c);
    } else {
      writeGuestPincode(c, pincode);
    }
    c.set("pincode", pincode);
    c.header("Cache-Control", "no-store");
    return c.json(answer, 200);
  });
}
