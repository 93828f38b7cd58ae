import "server-only";
import { randomBytes } from "node:crypto";
import { headers } from "next/headers";
import { apiTransport, type ApiFetch } from "./client";
import { parseReply } from "./parse-reply";
import { CSRF_COOKIE, CSRF_HEADER, ORIGIN_HEADER, REQUEST_ID_HEADER, SAFE_METHODS } from "./protocol";

/** The page origin of the incoming request, as the browser saw it. */
export function pageOrigin(incoming: Headers): string {
  const host = incoming.get("x-forwarded-host") ?? incoming.get("host") ?? "localhost";
  const hostname = host.split(",")[0].trim();
  const local = /^(localhost|[^:]+\.localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(hostname);
  const proto = incoming.get("x-forwarded-proto") ?? (local ? "http" : "https");
  return `${proto.split(",")[0].trim()}://${hostname}`;
}

/** Headers for a server-side call: the visitor's cookies and page origin travel with it. */
export function forwardedHeaders(incoming: Headers, init: RequestInit = {}): Headers {
  const result = new Headers(init.headers);
  const cookie = incoming.get("cookie");
  result.set(ORIGIN_HEADER, pageOrigin(incoming));
  result.set("accept", "application/json");
  // The page request's id (scripts/request-log.mjs), so the API's log lines for this call carry it too.
  const requestId = incoming.get(REQUEST_ID_HEADER);
  if (requestId) result.set(REQUEST_ID_HEADER, requestId);
  const method = (init.method ?? "GET").toUpperCase();
  if (SAFE_METHODS.has(method)) {
    if (cookie) result.set("cookie", cookie);
  } else {
    // A server-side write is trusted: give it a matching anti-forgery pair of its own.
    const token = randomBytes(16).toString("hex");
    result.set("cookie", [cookie, `${CSRF_COOKIE}=${token}`].filter(Boolean).join("; "));
    result.set(CSRF_HEADER, token);
  }
  return result;
}

async function callEmbedded(path: string, init: RequestInit, requestHeaders: Headers): Promise<Response> {
  const { getApp } = await import("@/backend/app");
  return getApp().fetch(new Request(`http://embedded${path}`, { ...init, headers: requestHeaders }));
}

/** The embedded backend in-process, or STORE_API_URL over HTTP. */
function send(path: string, init: RequestInit, requestHeaders: Headers): Promise<Response> {
  const external = process.env.STORE_API_URL;
  if (external) {
    return fetch(`${external.replace(/\/+$/, "")}${path}`, { ...init, headers: requestHeaders, cache: "no-store" });
  }
  return callEmbedded(path, init, requestHeaders);
}

/** A transport for one incoming request: the visitor's cookies and page origin travel with each call. */
export function createServerFetch(incoming: Headers): ApiFetch {
  return apiTransport(async (path, init = {}) => send(path, init, forwardedHeaders(incoming, init)), parseReply);
}

/**
 * A transport for a website's public data: no visitor, no request headers, only the host the backend
 * knows the website by. What it answers is the same for everyone, so pages built from it can be shared.
 */
export function createSiteFetch(host: string): ApiFetch {
  return apiTransport(async (path, init = {}) => {
    const requestHeaders = new Headers(init.headers);
    requestHeaders.set(ORIGIN_HEADER, `http://${host}`);
    requestHeaders.set("accept", "application/json");
    return send(path, init, requestHeaders);
  }, parseReply);
}

/** The transport of server components: the current request's cookies and origin travel along. */
export const serverFetch = apiTransport(async (path, init) => createServerFetch(await headers())(path, init), parseReply);
