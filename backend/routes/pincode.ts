import { createRoute, z } from "@hono/zod-openapi";
import { writeSessionCookie } from "@/backend/http/cookies";
import type { StoreApp } from "@/backend/http/router";
import { errorResponses, jsonResponse } from "@/backend/schemas/common";
import { pincodeCheckWireSchema } from "@/backend/schemas/pincode";
import { parsePincode, pincodeAnswer } from "@/backend/services/pincodes";
import { createSession, setSessionPincode } from "@/backend/services/sessions";

const route = createRoute({
  method: "get",
  path: "/api/check/pincode/{pincode}",
  tags: ["Delivery"],
  summary: "Check and remember the delivery pincode",
  description:
    "Six digits, the first not 0. A served pincode is stored in the visitor's session, creating a guest session (httpOnly cookie sid) when there is none; an unserved one answers serviceable false and changes nothing.",
  request: { params: z.object({ pincode: z.string().openapi({ example: "560001" }) }) },
  responses: { 200: jsonResponse(pincodeCheckWireSchema, "Whether the website delivers there"), ...errorResponses },
});

export function registerPincodeRoutes(app: StoreApp) {
  app.openapi(route, async (c) => {
    const pincode = parsePincode(c.req.valid("param").pincode);
    const db = c.get("db");
    const website = c.get("website");
    const answer = await pincodeAnswer(db, website.id, pincode);
    c.header("Cache-Control", "no-store");
    if (!answer.serviceable) return c.json(answer, 200);
    const session = c.get("session");
    if (session) {
      await setSessionPincode(db, session.id, pincode);
    } else {
      const created = await createSession(db, { websiteId: website.id, pincode });
      writeSessionCookie(c, created.token);
      c.set("session", created.session);
    }
    return c.json(answer, 200);
  });
}
