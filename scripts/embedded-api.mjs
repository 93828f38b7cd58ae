// /s/api/* straight to the embedded Hono app, without Next's router and route handler in between
// (where most of a private call's CPU went: docs/performance.md). The app is the copy Next compiled:
// instrumentation.ts publishes it on globalThis when Next starts serving (backend/http/embedded-api.ts),
// because a plain script cannot import the TypeScript backend, and loading it a second way (tsx, a
// bundle of our own) would only add one more copy of its code. Its state is on globalThis in any case
// (database connection, invalidation listeners, read caches), so every copy in this process shares it.
// Answers are compressed as Next compresses pages (the `compression` middleware Next bundles, held to
// the encodings Next's copy offers: gzip, not br), so the response caches can keep them. The socket address is already the last
// X-Forwarded-For entry (forwarded-for.mjs), so the app gets no Node bindings: with them it would add
// the socket a second time (backend/http/client-address.ts).
// With STORE_API_URL, /s/api/* stays on app/s/[...path], which proxies it.
import { getRequestListener } from "@hono/node-server";
import compression from "compression";
import Negotiator from "negotiator";
import { API_MOUNT_PATH, isUnder, MOUNT_PATH } from "../lib/api/mount-path.mjs";
import { removableDrainListeners } from "./compression-drain-listeners.mjs";

const EMBEDDED_API = Symbol.for("storefront.embedded-api");

/** Whether the request is for the API under the storefront's mount (whose paths, less the mount, are the app's). */
function isApiRequest(request) {
  return isUnder((request.url ?? "").split("?", 1)[0], API_MOUNT_PATH);
}

/**
 * A request that may carry a body, as a Request of the process's own class. The adapter's Request is a
 * lazy stand-in that the global Request constructor cannot copy, and the app's middleware copies a
 * request whose body it has read (the body limit, the control characters). Reads keep the stand-in.
 */
function copyableWhenItHasABody(request) {
  if (request.method === "GET" || request.method === "HEAD") return request;
  return new Request(request.url, { method: request.method, headers: request.headers, body: request.body, duplex: "half", signal: request.signal });
}

/**
 * Narrows what the client accepts to what Next's own compression offers for pages (gzip, deflate or
 * none, by the client's preference), so the API answers as pages do. `compression` 1.8 would pick br
 * for every browser, and the response caches in front (shared and private) keep gzip answers only.
 */
function offerNextsEncodingsOnly(request) {
  const chosen = new Negotiator(request).encoding(["gzip", "deflate", "identity"]);
  if (chosen) request.headers["accept-encoding"] = chosen;
}

/** A Node request listener that runs `api` for a /s/api/* request, compressed, under the app's own path. */
function listenerFor(api) {
  // Next relies on the global Request and Response classes: the adapter must not replace them with its own.
  const listener = getRequestListener((request) => api.fetch(copyableWhenItHasABody(request)), { overrideGlobalObjects: false, hostname: "localhost" });
  // Next compresses every answer, however small, and the caches in front keep only gzip ones.
  const compress = compression({ threshold: 0 });
  return (request, response) => {
    offerNextsEncodingsOnly(request);
    compress(request, response, () => {
      removableDrainListeners(response);
      const address = request.url;
      // The adapter reads the address once, as it builds its Request; the log and the cache keep the public one.
      request.url = address.slice(MOUNT_PATH.length);
      listener(request, response);
      request.url = address;
    });
  };
}

/**
 * Answers a /s/api/* request with the embedded app and says whether it did. It does not when the
 * API is external, nor before Next has run instrumentation.ts, which it does on its first request:
 * until then the call goes through Next, which publishes the app on the way.
 * @returns {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => boolean}
 */
export function embeddedApi(env = process.env, holder = globalThis) {
  if (env.STORE_API_URL) return () => false;
  let listener = null;
  return (request, response) => {
    if (!isApiRequest(request)) return false;
    listener ??= holder[EMBEDDED_API] ? listenerFor(holder[EMBEDDED_API]) : null;
    if (!listener) return false;
    listener(request, response);
    return true;
  };
}
