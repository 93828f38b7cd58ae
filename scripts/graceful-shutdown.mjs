// Stops an HTTP server the way a load balancer expects on SIGTERM: readiness turns red, no new
// connections, idle keep-alive sockets closed at once, requests in flight finished with
// `Connection: close`, and the process gone within the grace period whatever the clients do.

const DEFAULT_GRACE_SECONDS = 10;

/** SHUTDOWN_GRACE_SECONDS, or the default when unset or not a positive number. */
export function graceSeconds(value = process.env.SHUTDOWN_GRACE_SECONDS) {
  const seconds = Number(value);
  return value && Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_GRACE_SECONDS;
}

/**
 * Tracks the server's requests and, on the given signals, drains it. Call before the server listens.
 * The process exits 0 when every connection has closed, 1 when the grace period ran out first.
 */
export function drainOnSignals(server, { signals = ["SIGTERM", "SIGINT"], grace = graceSeconds(), log = console } = {}) {
  const inFlight = new Set();
  let draining = false;

  /** A response that has not sent its headers yet says Connection: close; one that has closes its socket after it ends. */
  const closeAfter = (response) => {
    if (!response.headersSent) response.shouldKeepAlive = false;
    else {
      const { socket } = response;
      response.once("finish", () => socket?.end());
    }
  };

  server.on("request", (request, response) => {
    inFlight.add(response);
    response.once("close", () => inFlight.delete(response));
    if (draining) closeAfter(response);
  });

  const drain = (signal) => {
    if (draining) return;
    draining = true;
    // Read by the readiness check (backend/http/lifecycle.ts).
    globalThis.__storeShuttingDown = true;
    log.log(`[storefront] ${signal}: finishing ${inFlight.size} request(s), stopping within ${grace} s`);
    const forced = setTimeout(() => {
      log.error(`[storefront] still ${inFlight.size} request(s) open after ${grace} s; closing them`);
      server.closeAllConnections();
      process.exit(1);
    }, grace * 1000);
    forced.unref();
    server.close(() => {
      clearTimeout(forced);
      process.exit(0);
    });
    server.closeIdleConnections();
    for (const response of inFlight) closeAfter(response);
  };
  for (const signal of signals) process.once(signal, () => drain(signal));
}
