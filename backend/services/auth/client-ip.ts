import type { Context } from "hono";

/**
 * The client for the per-client send limit: the first x-forwarded-for hop (set by the proxy in front
 * of the server), else x-real-ip. Behind no proxy every client shares "unknown", which only makes
 * the limit stricter.
 */
export function clientIp(c: Context): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || c.req.header("x-real-ip")?.trim() || "unknown";
}
