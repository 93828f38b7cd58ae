import { contentSecurityPolicy } from "./content-security-policy";

type Env = Record<string, string | undefined>;

const HSTS = "max-age=63072000; includeSubDomains";
const PERMISSIONS = "camera=(), microphone=(), geolocation=(), usb=(), payment=(self)";

/** True when the shopper's connection is https: this server's own URL, or the first proxy's X-Forwarded-Proto. */
export function cameOverHttps(url: string, forwardedProto: string | null): boolean {
  const proto = forwardedProto?.split(",")[0]?.trim().toLowerCase();
  return proto ? proto === "https" : url.startsWith("https:");
}

/** Headers for every page: the same for every visitor, so cached pages can carry them. */
export function pageSecurityHeaders(options: { https: boolean; env?: Env }): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    ...commonSecurityHeaders(options.https),
  };
}

/** What pages and the API both send. */
export function commonSecurityHeaders(https: boolean): Record<string, string> {
  return {
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS,
    ...(https ? { "Strict-Transport-Security": HSTS } : {}),
  };
}
