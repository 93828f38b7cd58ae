import { createMiddleware } from "hono/factory";
import { cameOverHttps, commonSecurityHeaders } from "@/lib/security/security-headers";

/** JSON and images need no script, style or frame: nothing opened from the API may run anything. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

export const securityHeadersMiddleware = createMiddleware(async (c, next) => {
  await next();
  const https = cameOverHttps(c.req.url, c.req.header("x-forwarded-proto") ?? null);
  c.res.headers.set("Content-Security-Policy", API_POLICY);
  for (const [name, value] of Object.entries(commonSecurityHeaders(https))) c.res.headers.set(name, value);
});
