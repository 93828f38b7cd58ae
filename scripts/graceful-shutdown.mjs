// Stops an HTTP server the way a load balancer expects on SIGTERM: readiness turns red, no new
// connections, idle keep-alive sockets closed at once, requests in flight finished with
// `Connection: close`, and the process gone within the grace period whatever the clients do.
import { whenResponseCloses } from "./when-response-closes.mjs";

const DEFAULT_GRACE_SECONDS = 10;

/** SHUTDOWN_GRACE_SECONDS, or the default when unset or not a positive number. */
export function graceSeconds(value = process.env.SHUTDOWN_GRACE_SECONDS) {
  const seconds = Number(value);
  return value && Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_GRACE_SECONDS;
}

/**
 * Tracks the server's connections and requests and, on the given signals, drains it. Call before the
 * server listens. The process exits 0 when every connection has closed, or when the grace period ran
 * out with only stalled connections left (a request not yet sent whole, or nothing sent at all): those
 * are cut and logged. It exits 1 when a request was still being answered.
 */
export function drainOnSignals(server, { signals = ["SIGTERM", "SIGINT"], grace = graceSeconds(), log = console, exit = process.exit } = {}) {
  const inFlight = new Set();
  const connections = new Set();
  let draining = false;

  /** A response that has not sent its headers yet says Connection: close; one that has closes its socket after it ends. */
  const closeAfter = (response) => {
    if (!response.headersSent) response.shouldKeepAlive = false;
    else {
      const { socket } = response;
      response.once("finish", () => socket?.end());
    }
  };

  server.on("connection", (socket) => {
    connections.add(socket);
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (request, response) => {
    inFlight.add(response);
    whenResponseCloses(response, () => inFlight.delete(response));
    if (draining) closeAfter(response);
  });

  const cutWhatIsLeft = () => {
    const answering = new Set([...inFlight].map((response) => response.socket));
    const stalled = [...connections].filter((socket) => !answering.has(socket));
    if (stalled.length > 0) {
      const from = stalled.map((socket) => socket.remoteAddress ?? "unknown").join(", ");
      log.log(`[storefront] cut ${stalled.length} stalled connection(s) after ${grace} s that had not sent a whole request (from ${from})`);
    }
    if (inFlight.size > 0) log.error(`[storefront] still ${inFlight.size} request(s) open after ${grace} s; closing them`);
    const code = inFlight.size > 0 ? 1 : 0;
    server.closeAllConnections();
    for (const socket of stalled) socket.destroy();
    exit(code);
  };

  const drain = (signal) => {
    if (draining) return;
    draining = true;
    // Read by the readiness check (backend/http/lifecycle.ts).
    globalThis.__storeShuttingDown = true;
    log.log(`[storefront] ${signal}: finishing ${inFlight.size} request(s), stopping within ${grace} s`);
    const forced = setTimeout(cutWhatIsLeft, grace * 1000);
    forced.unref();
    server.close(() => {
      clearTimeout(forced);
      exit(0);
    });
    server.closeIdleConnections();
    for (const response of inFlight) closeAfter(response);
  };
  for (const signal of signals) process.once(signal, () => drain(signal));
}
