import { createMiddleware } from "hono/factory";
import type { UserRow } from "@/backend/db/schema";
import type { AppEnv } from "@/backend/http/env";
import { ApiError } from "@/backend/http/errors";
import { SIGN_IN_MESSAGE } from "@/backend/http/signed-in";

/** Checks the session before the body is validated: a guest hears 401 and a wrong role 403, never field errors. */
function requireRole(allowed: (user: UserRow) => boolean, message: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get("user");
    if (!user) throw new ApiError(401, SIGN_IN_MESSAGE);
    if (!allowed(user)) throw new ApiError(403, message);
    c.header("Cache-Control", "private, no-store");
    await next();
  });
}

export const signedInOnly = requireRole(() => true, SIGN_IN_MESSAGE);
export const salesAgentsOnly = requireRole((user) => user.is_sales_agent === 1, "Only sales agents can see the sales dashboard");
export const superadminsOnly = requireRole((user) => user.superadmin === 1, "Only superadmins can manage websites");
