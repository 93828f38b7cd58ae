import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { getApp } from "@/backend/app";

/** The store's API over real HTTP on a free port, as a payment gateway reaches it with webhooks. */
export async function serveStoreOverHttp(): Promise<{ base: string; close: () => Promise<void> }> {
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: getApp().fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
