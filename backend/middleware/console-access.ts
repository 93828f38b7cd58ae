import { createMiddleware } from "hono/factory";
import type { AppEnv } from "@/backend/http/env";
import { ApiError } from "@/backend/http/errors";
import { SIGN_IN_MESSAGE } from "@/backend/http/signed-in";
import { mayRunWebsite } from "@/backend/services/console/may-run-website";
import { holdsOperatorToken } from "./operator-auth";

export const CONSOLE_FORBIDDEN_MESSAGE = "Only this website's administrators can use the console";

/**
 * Every console call: the signed-in user must run the website this request resolves to (its origin, or
 * the one a superadmin switched to). Checked before the body is read, so others never see field errors.
 * A script holding the operator token may make every console call too, on the website its request's
 * origin resolves to; the audit log records it as the operator API rather than as a person.
 */
export const consoleAccessOnly = createMiddleware<AppEnv>(async (c, next) => {
  c.header("Cache-Control", "private, no-store");
  const websiteId = c.get("website").id;
  if (holdsOperatorToken(c)) {
    c.set("consoleActor", { websiteId, userId: null });
    return next();
  }
  const user = c.get("user");
  if (!user) throw new ApiError(401, SIGN_IN_MESSAGE);
  if (!(await mayRunWebsite(c.get("db"), user, websiteId))) throw new ApiError(403, CONSOLE_FORBIDDEN_MESSAGE);
  c.set("consoleActor", { websiteId, userId: user.id });
  await next();
});
