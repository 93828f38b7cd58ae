import type { StoreApp } from "@/backend/http/router";
import { SESSION_COOKIE } from "@/lib/api/protocol";

/** A script's credential: the value of OPERATOR_TOKEN as a bearer token. */
export const OPERATOR_SECURITY_SCHEME = "operatorToken";
/** A person's credential: the session cookie set at sign-in (writes also need the anti-forgery token). */
export const SESSION_SECURITY_SCHEME = "session";

/** Names the two ways a caller proves who it is, for the routes that ask. */
export function registerSecuritySchemes(app: StoreApp) {
  app.openAPIRegistry.registerComponent("securitySchemes", OPERATOR_SECURITY_SCHEME, {
    type: "http",
    scheme: "bearer",
    description: "The value of OPERATOR_TOKEN. Without that variable every operator call is refused.",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", SESSION_SECURITY_SCHEME, {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description: "The session of a signed-in user. A write also sends the csrf_token cookie's value in the x-csrf-token header.",
  });
}
