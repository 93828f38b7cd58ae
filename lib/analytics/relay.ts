import { ANALYTICS_LIMITS, ANALYTICS_PROXY_PATH } from "./config";
import type { AnalyticsServerConfig } from "./server-config";

/** Request headers PostHog needs; cookies and everything else about our site stay here. */
const FORWARDED_REQUEST_HEADERS = ["content-type", "content-encoding", "accept", "accept-language", "user-agent"];
/** fetch() has already decoded the body, so encoding and length no longer apply. */
const DROPPED_RESPONSE_HEADERS = ["content-encoding", "content-length", "transfer-encoding", "connection", "set-cookie"];

/** The PostHog URL for a request to the relay: helper scripts and site config from the assets host, the rest from the API host. */
export function upstreamUrl(requestUrl: string, hosts: AnalyticsServerConfig["hosts"]): string | null {
  const url = new URL(requestUrl);
  if (!url.pathname.startsWith(`${ANALYTICS_PROXY_PATH}/`)) return null;
  const path = url.pathname.slice(ANALYTICS_PROXY_PATH.length).replace(/%2F$/i, "/");
  const host = /^\/(static|array)\//.test(path) ? hosts.assets : hosts.api;
  return `${host}${path}${url.search}`;
}

function reason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

function clientAddress(headers: Headers): string | null {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || headers.get("x-real-ip");
}

/** Forwards one analytics request to PostHog (only when a project key is configured). */
export async function relayAnalytics(
  request: Request,
  config: AnalyticsServerConfig | null,
  send: typeof fetch = fetch,
): Promise<Response> {
  if (!config) return new Response("Not found", { status: 404 });
  const target = upstreamUrl(request.url, config.hosts);
  if (!target) return new Response("Not found", { status: 404 });

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const address = clientAddress(request.headers);
  // PostHog places events by the sender's address; helper scripts don't need it.
  if (address && target.startsWith(`${config.hosts.api}/`)) headers.set("x-forwarded-for", address);

  const hasBody = !["GET", "HEAD"].includes(request.method);
  try {
    const upstream = await send(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: "manual",
      cache: "no-store",
      signal: AbortSignal.timeout(ANALYTICS_LIMITS.requestTimeoutMs),
    });
    const responseHeaders = new Headers(upstream.headers);
    for (const name of DROPPED_RESPONSE_HEADERS) responseHeaders.delete(name);
    return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
  } catch (error) {
    console.error(`Analytics relay: ${new URL(target).origin} unreachable (${reason(error)})`);
    return new Response("Bad gateway", { status: 502 });
  }
}
