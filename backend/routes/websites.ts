import { createRoute } from "@hono/zod-openapi";
import { invalidate } from "@/backend/cache/invalidation";
import type { StoreApp } from "@/backend/http/router";
import { writeWebsiteOverrideCookie } from "@/backend/http/cookies";
import { ApiError } from "@/backend/http/errors";
import { formMessagesHook } from "@/backend/http/validation";
import { superadminsOnly } from "@/backend/middleware/require-role";
import {
  idParamSchema,
  managedWebsiteListWireSchema,
  websiteCreateBodyWireSchema,
  websiteSavedWireSchema,
} from "@/backend/schemas/account";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "@/backend/schemas/common";
import { SIGN_IN_MESSAGE } from "@/backend/http/signed-in";
import {
  createWebsite,
  listManagedWebsites,
  switchWebsite,
  WEBSITE_MESSAGES,
  type CreateWebsiteResult,
  type SwitchWebsiteResult,
} from "@/backend/services/website-admin";
import { refuse, type RefusalTable } from "@/backend/http/refusals";
import { cacheTags } from "@/lib/cache/tags";

const roles = { 401: errorResponse("Not signed in"), 403: errorResponse("Not a superadmin (or a missing anti-forgery token)") };
const tags = ["Websites"];

const listRoute = createRoute({
  method: "get",
  path: "/api/websites",
  tags,
  summary: "Every website, marking the one the session works on",
  responses: { 200: jsonResponse(managedWebsiteListWireSchema, "The websites"), ...errorResponses, ...roles },
});

const createWebsiteRoute = createRoute({
  method: "post",
  path: "/api/websites",
  tags,
  summary: "Create an empty website answering on one domain",
  request: { ...jsonBody(websiteCreateBodyWireSchema) },
  responses: {
    200: jsonResponse(websiteSavedWireSchema, "The new website"),
    ...errorResponses,
    ...roles,
    409: errorResponse("The domain belongs to another website"),
  },
});

const switchRoute = createRoute({
  method: "post",
  path: "/api/websites/{id}/switch",
  tags,
  summary: "Make the session work on this website, whatever the page origin",
  request: { params: idParamSchema },
  responses: {
    200: jsonResponse(websiteSavedWireSchema, "The website the session now works on"),
    ...errorResponses,
    ...roles,
    404: errorResponse("No such website"),
  },
});

const switchBackRoute = createRoute({
  method: "delete",
  path: "/api/websites/switch",
  tags,
  summary: "Stop working on another website: the session works on its own website again",
  responses: { 200: jsonResponse(websiteSavedWireSchema, "The session's own website"), ...errorResponses, ...roles },
});

const refusals: RefusalTable<Extract<CreateWebsiteResult | SwitchWebsiteResult, { ok: false }>> = {
  hostTaken: { status: 409, message: (refusal) => WEBSITE_MESSAGES.hostTaken(refusal.host) },
  unknownWebsite: { status: 404, message: WEBSITE_MESSAGES.notFound },
};

export function registerWebsiteRoutes(app: StoreApp) {
  app.use("/api/websites", superadminsOnly);
  app.use("/api/websites/*", superadminsOnly);

  app.openapi(listRoute, async (c) => c.json({ data: await listManagedWebsites(c.get("db"), c.get("website").id) }, 200));

  app.openapi(
    createWebsiteRoute,
    async (c) => {
      const created = await createWebsite(c.get("db"), c.req.valid("json"), c.get("website").id);
      if (!created.ok) refuse(refusals, created);
      const { website } = created;
      // Its host answered as the default website until now.
      await invalidate([cacheTags.website(website.id)]);
      return c.json({ website, message: WEBSITE_MESSAGES.created }, 200);
    },
    formMessagesHook,
  );

  app.openapi(switchRoute, async (c) => {
    const session = c.get("session");
    if (!session) throw new ApiError(401, SIGN_IN_MESSAGE);
    const switched = await switchWebsite(c.get("db"), session, c.req.valid("param").id);
    if (!switched.ok) refuse(refusals, switched);
    const { website } = switched;
    writeWebsiteOverrideCookie(c, website.id !== session.website_id);
    return c.json({ website, message: WEBSITE_MESSAGES.switched(website.name) }, 200);
  });

  app.openapi(switchBackRoute, async (c) => {
    const session = c.get("session");
    if (!session) throw new ApiError(401, SIGN_IN_MESSAGE);
    const switched = await switchWebsite(c.get("db"), session, session.website_id);
    if (!switched.ok) refuse(refusals, switched);
    writeWebsiteOverrideCookie(c, false);
    return c.json({ website: switched.website, message: WEBSITE_MESSAGES.switched(switched.website.name) }, 200);
  });
}
