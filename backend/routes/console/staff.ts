import { createRoute } from "@hono/zod-openapi";
import { consoleActor } from "./console-actor";
import { refuse, type RefusalOf, type RefusalTable } from "@/backend/http/refusals";
import type { StoreApp } from "@/backend/http/router";
import { formMessagesHook } from "@/backend/http/validation";
import { idParamSchema } from "@/backend/schemas/account";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "@/backend/schemas/common";
import { consoleRoleResponses, consoleAccess } from "@/backend/schemas/console/common";
import { staffInviteWireSchema, staffListWireSchema, staffRemovedWireSchema, staffSavedWireSchema } from "@/backend/schemas/console/staff";
import { inviteStaff, removeStaff, type InviteStaffResult, type RemoveStaffResult } from "@/backend/services/console/staff/change";
import { listStaff } from "@/backend/services/console/staff/list";
import { CONSOLE_STAFF_MESSAGES } from "@/lib/api/schemas/console/staff";

const listRoute = createRoute({
  method: "get",
  path: "/api/console/staff",
  ...consoleAccess,
  summary: "The users who run this website (a superadmin sees every website's)",
  responses: { 200: jsonResponse(staffListWireSchema, "The staff"), ...errorResponses, ...consoleRoleResponses },
});

const inviteRoute = createRoute({
  method: "post",
  path: "/api/console/staff",
  ...consoleAccess,
  summary: "Add a person to this website's staff by their mobile number",
  description: "A number with no account gets one. They sign in with the number and the one-time code, as every user does.",
  request: { ...jsonBody(staffInviteWireSchema) },
  responses: { 200: jsonResponse(staffSavedWireSchema, "The new staff member, with a message to show"), ...errorResponses, ...consoleRoleResponses, 409: errorResponse("Already on this website's staff") },
});

const removeRoute = createRoute({
  method: "delete",
  path: "/api/console/staff/{id}",
  ...consoleAccess,
  summary: "Take a user off this website's staff; no one can remove themselves",
  request: { params: idParamSchema },
  responses: {
    200: jsonResponse(staffRemovedWireSchema, "A message to show"),
    ...errorResponses,
    ...consoleRoleResponses,
    404: errorResponse("Not on this website's staff"),
    409: errorResponse("The signed-in user asked to remove themselves"),
  },
});

const inviteRefusals: RefusalTable<RefusalOf<InviteStaffResult>> = { alreadyStaff: { status: 409, message: CONSOLE_STAFF_MESSAGES.alreadyStaff } };
const removeRefusals: RefusalTable<RefusalOf<RemoveStaffResult>> = {
  notStaff: { status: 404, message: CONSOLE_STAFF_MESSAGES.notStaff },
  removeSelf: { status: 409, message: CONSOLE_STAFF_MESSAGES.removeSelf },
};

export function registerConsoleStaffRoutes(app: StoreApp) {
  app.openapi(listRoute, async (c) => c.json(await listStaff(c.get("db"), c.get("user"), c.get("website").id), 200));

  app.openapi(
    inviteRoute,
    async (c) => {
      const invited = await inviteStaff(c.get("db"), consoleActor(c), c.req.valid("json"));
      if (!invited.ok) refuse(inviteRefusals, invited);
      return c.json({ member: invited.member, message: CONSOLE_STAFF_MESSAGES.invited }, 200);
    },
    formMessagesHook,
  );

  app.openapi(removeRoute, async (c) => {
    const removed = await removeStaff(c.get("db"), consoleActor(c), c.req.valid("param").id);
    if (!removed.ok) refuse(removeRefusals, removed);
    return c.json({ message: CONSOLE_STAFF_MESSAGES.removed }, 200);
  });
}
