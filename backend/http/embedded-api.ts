import { getApp } from "@/backend/app";

/** Where scripts/embedded-api.mjs finds the API (a plain script cannot import TypeScript). */
const EMBEDDED_API = Symbol.for("storefront.embedded-api");
type EmbeddedApi = { fetch(request: Request): Response | Promise<Response> };
type Holder = { [EMBEDDED_API]?: EmbeddedApi };

/**
 * Hands the API, as Next compiled it, to the production server, which sends /s/api/* to it without
 * a route handler in between. Its state (database, invalidation listeners, read caches) lives on
 * globalThis, so this copy and the ones in Next's other bundles share it.
 */
export function publishEmbeddedApi(): void {
  (globalThis as Holder)[EMBEDDED_API] = { fetch: (request) => getApp().fetch(request) };
}
