import { createMiddleware } from "hono/factory";
import type { AppEnv } from "@/backend/http/env";
import { ApiError } from "@/backend/http/errors";
import { ORIGIN_HEADER } from "@/lib/api/protocol";

/**
 * GET calls that change state (the contract keeps them as GET). The storefront sends its page origin
 * header on every call; a link or redirect from another site cannot carry a custom header, and a
 * cross-site script cannot add one without a CORS preflight this API never grants.
 */
export const STATE_CHANGING_GETS = ["/api/auth/logout", "/api/check/pincode/:pincode", "/api/remove/coupon"];

export const FROM_OTHER_SITE = "This request must come from the store's own pages.";

/** Refuses such a call without the page origin header, and marks it as a write for what runs after it. */
export const requirePageOrigin = createMiddleware<AppEnv>(async (c, next) => {
  c.set("stateChangingGet", true);
  if (!c.req.header(ORIGIN_HEADER)) throw new ApiError(403, FROM_OTHER_SITE);
  await next();
});
