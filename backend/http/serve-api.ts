import { serve, type ServerType } from "@hono/node-server";
import { getApp } from "@/backend/app";
import { stripBasePath } from "./base-path";

/**
 * The commerce API on its own HTTP server. The bindings passed to the app carry the Node request,
 * whose socket is the client address (client-address.ts).
 */
export function serveApi(port: number, onListening?: (port: number) => void): ServerType {
  const app = getApp();
  return serve({ fetch: (request, bindings) => app.fetch(stripBasePath(request), bindings), port }, (info) =>
    onListening?.(info.port),
  );
}
