import { createRoute } from "@hono/zod-openapi";
import type { StoreApp } from "@/backend/http/router";
import { formMessagesHook } from "@/backend/http/validation";
import { idParamSchema } from "@/backend/schemas/account";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "@/backend/schemas/common";
import { saveReturnPolicy } from "@/backend/services/return-policy";
import { WEBSITE_MESSAGES } from "@/backend/services/website-admin";
import { notFound } from "@/backend/http/errors";
import { RETURN_POLICY_MESSAGES, returnPolicyBodySchema, returnPolicySavedSchema } from "@/lib/api/schemas/return-policy";

const returnPolicyRoute = createRoute({
  method: "put",
  path: "/api/websites/{id}/return-policy",
  tags: ["Websites"],
  summary: "Set the website's return policy, published with every product offer; null publishes none",
  request: {
    params: idParamSchema,
    ...jsonBody(
      returnPolicyBodySchema.clone().openapi("ReturnPolicyChange", { example: { return_policy: { days: 7, method: "by_mail", fees: "free" } } }),
    ),
  },
  responses: {
    200: jsonResponse(returnPolicySavedSchema.clone().openapi("ReturnPolicySaved"), "The policy now published"),
    ...errorResponses,
    401: errorResponse("Not signed in"),
    403: errorResponse("Not a superadmin (or a missing anti-forgery token)"),
    404: errorResponse("No such website"),
  },
});

/** Superadmins only: the /api/websites/* guard of the website routes covers it. */
export function registerWebsiteReturnPolicyRoute(app: StoreApp) {
  app.openapi(
    returnPolicyRoute,
    async (c) => {
      const saved = await saveReturnPolicy(c.get("db"), c.req.valid("param").id, c.req.valid("json").return_policy);
      if (!saved.ok) throw notFound(WEBSITE_MESSAGES.notFound);
      const { policy } = saved;
      return c.json({ return_policy: policy, message: policy ? RETURN_POLICY_MESSAGES.saved : RETURN_POLICY_MESSAGES.cleared }, 200);
    },
    formMessagesHook,
  );
}
