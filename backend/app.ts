import { MOUNT_PATH } from "@/lib/api/protocol";
import { errorHandler, notFoundHandler } from "./middleware/error-handler";
import { couponTryLimit, placementLimit } from "./middleware/abuse-limits";
import { bodyLimitMiddleware } from "./middleware/body-limit";
import { csrfMiddleware } from "./middleware/csrf";
import { databaseMiddleware } from "./middleware/database";
import { malformedPathMiddleware } from "./middleware/malformed-path";
import { requestIdMiddleware } from "./middleware/request-id";
import { requirePageOrigin, STATE_CHANGING_GETS } from "./middleware/page-origin";
import { privateAnswerOwners } from "./middleware/private-answer-owners";
import { privateWhenSettingCookies } from "./middleware/private-cookies";
import { securityHeadersMiddleware } from "./middleware/security-headers";
import { sessionMiddleware } from "./middleware/session";
import { stripControlCharactersMiddleware } from "./middleware/strip-control-characters";
import { websiteMiddleware } from "./middleware/website";
import { createRouter, type StoreApp } from "./http/router";
import { registerRoutes } from "./routes";
import { registerHealthRoutes } from "./routes/health";
import { warnIfTestOtpCode } from "./services/auth/otp-policy";

const OPENAPI_PATH = "/api/openapi.json";

/**
 * The embedded commerce API. Paths start at /api and /media: a host that mounts it under /s strips
 * that prefix first (see http/base-path.ts).
 */
function createApp(): StoreApp {
  warnIfTestOtpCode();
  const app = createRouter();
  app.use("*", requestIdMiddleware, securityHeadersMiddleware, malformedPathMiddleware);
  registerHealthRoutes(app);
  app.use("/api/*", privateWhenSettingCookies, bodyLimitMiddleware, stripControlCharactersMiddleware, csrfMiddleware, databaseMiddleware, websiteMiddleware, sessionMiddleware, privateAnswerOwners);
  for (const path of STATE_CHANGING_GETS) app.use(path, requirePageOrigin);
  app.use("/api/apply/coupon", couponTryLimit);
  app.use("/api/checkout/place", placementLimit);
  app.use("/media/*", databaseMiddleware);
  registerRoutes(app);
  app.doc31(OPENAPI_PATH, {
    openapi: "3.1.0",
    info: {
      title: "Storefront commerce API",
      version: "1.0.0",
      description:
        "The contract between the storefront and a commerce backend. JSON with snake_case fields; money in rupees; errors as { message }. Send the page origin in x-store-origin and, on every non-GET request, the csrf_token cookie value in x-csrf-token.",
    },
    servers: [{ url: MOUNT_PATH, description: "Mounted by the storefront" }],
  });
  app.notFound(notFoundHandler);
  app.onError(errorHandler);
  return app;
}

let shared: StoreApp | null = null;

/** One app per process. */
export function getApp(): StoreApp {
  shared ??= createApp();
  return shared;
}
