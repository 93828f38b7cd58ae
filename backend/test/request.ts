import { getApp } from "@/backend/app";
import { ORIGIN_HEADER } from "@/lib/api/protocol";

export const WHOLESALE_ORIGIN = "http://wholesale.localhost:3000";
/** The page origin the storefront sends with every call (the default website). */
export const STORE_ORIGIN = "http://localhost:3000";

export interface CallOptions {
  method?: string;
  /** The page origin header; the default website's unless given, none when null. */
  origin?: string | null;
  cookie?: string;
  headers?: Record<string, string>;
  body?: string | FormData;
}

/** Calls the real app in-process, as the Next route handler does. */
export async function call(path: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  const origin = options.origin === undefined ? STORE_ORIGIN : options.origin;
  if (origin) headers.set(ORIGIN_HEADER, origin);
  if (options.cookie) headers.set("cookie", options.cookie);
  const response = await getApp().fetch(
    new Request(`http://localhost${path}`, { method: options.method ?? "GET", headers, body: options.body }),
  );
  const text = await response.text();
  const type = response.headers.get("content-type") ?? "";
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: type.includes("application/json") ? (JSON.parse(text) as unknown) : undefined,
  };
}

/** "sid=abc; Path=/; HttpOnly" → "sid=abc" for the named cookie, from all Set-Cookie headers. */
export function cookieFrom(headers: Headers, name: string): string | undefined {
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .find((pair) => pair.startsWith(`${name}=`));
}
