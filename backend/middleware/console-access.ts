import { createMiddleware } from "hono/factory";
import type { AppEnv } from "@/backend/http/env";
import { ApiError } from "@/backend/http/errors";
import { SIGN_IN_MESSAGE } from "@/backend/http/signed-in";
import { mayRunWebsite } from "@/backend/services/console/may-run-website";

export const CONSOLE_FORBIDDEN_MESSAGE = "Only this website's administrators can use the console";

/**
 * Every console call: the signed-in user must run the website this request resolves to (its origin, or
 * the one a superadmin switched to). Checked before the body is read, so others never see field errors.
 */
export const consoleAccessOnly = createMiddleware<AppEnv>(async (c, next) => {
  c.header("Cache-Control", "private, no-store");
  const user = c.get("user");
  if (!user) throw new ApiError(401, SIGN_IN_MESSAGE);
  if (!(await mayRunWebsite(c.get("db"), user, c.get("website").id))) throw new ApiError(403, CONSOLE_FORBIDDEN_MESSAGE);
  await next();
});
