// Serves the production build, as `next start` does, with these differences. Public pages answered a
// moment ago are sent again from memory (shared-response-cache.mjs). Each request's socket
// address is appended to X-Forwarded-For before Next sees it. `next start` only fills that header
// when the client sent none, so a client could otherwise name any address it likes; with the socket
// last, the backend reads the client from the right end (TRUST_PROXY_HOPS, backend/http/client-address.ts).
// /s/api/* goes straight to the embedded Hono app, not through Next (embedded-api.mjs); cache
// invalidations expire Next's cached pages from here, inside a Next request or not (page-expiry.mjs).
// A path that does not percent-decode gets a 400 instead of Next's 500 (malformed-path.mjs).
// A page that is not found is sent with the website's not-found page rendered on the server, not
// Next's empty error shell (server-rendered-not-found.mjs).
// A signed-in shopper's visitor call and cart read are sent again from memory until they write
// (private-answer-cache.mjs).
// A page that fails while the database is gone answers 503 with Retry-After (unavailable-status.mjs).
// One JSON log line per request, with its X-Request-Id (request-log.mjs).
// A shared answer's stale-while-revalidate window is for CDNs only, not browsers (stale-window-for-cdns.mjs).
// A redirect carries one Location header, not the two Next sends when it renders one (single-location.mjs).
// On SIGTERM it drains instead of dying mid-request (graceful-shutdown.mjs, SHUTDOWN_GRACE_SECONDS).
// Idle keep-alive connections stay open longer than nginx keeps them (see below).
// With REDIS_URL, cache invalidations reach the other storefront processes (cross-process-invalidation.mjs);
// a Redis that cannot be reached stops the start.
// Usage: node scripts/next-server.mjs [-p port]  (or PORT; 0 picks a free port, printed when ready).
// Without PUBLIC_ORIGIN the default website is published on http://localhost:{the port it listens on}.
import { createServer } from "node:http";
import next from "next";
import { startCrossProcessInvalidation } from "./cross-process-invalidation.mjs";
import { embeddedApi } from "./embedded-api.mjs";
import { appendSocketAddress } from "./forwarded-for.mjs";
import { drainOnSignals } from "./graceful-shutdown.mjs";
import { answerMalformedPath, hasMalformedEscape } from "./malformed-path.mjs";
import { expirePagesOnInvalidate } from "./page-expiry.mjs";
import { logRequest } from "./request-log.mjs";
import { issueNotFoundPageToken, renderNotFoundOnServer } from "./server-rendered-not-found.mjs";
import { createPrivateAnswerCache } from "./private-answer-cache.mjs";
import { createSharedResponseCache } from "./shared-response-cache.mjs";
import { keepOneLocation } from "./single-location.mjs";
import { keepStaleWindowForCdns } from "./stale-window-for-cdns.mjs";
import { answerUnavailableWhileDatabaseIsGone } from "./unavailable-status.mjs";

const root = new URL("..", import.meta.url).pathname;
const flag = process.argv.indexOf("-p");
const port = Number(flag > -1 ? process.argv[flag + 1] : (process.env.PORT ?? 3000));

try {
  await startCrossProcessInvalidation();
} catch (error) {
  console.error(`[storefront] ${error.message}`);
  process.exit(1);
}
issueNotFoundPageToken();
expirePagesOnInvalidate();
const app = next({ dev: false, dir: root, port });
await app.prepare();
const handle = app.getRequestHandler();
const answerFromApi = embeddedApi();
const shared = createSharedResponseCache();
const privateAnswers = createPrivateAnswerCache();
const server = createServer((request, response) => {
  appendSocketAddress(request);
  logRequest(request, response);
  keepStaleWindowForCdns(response);
  keepOneLocation(response);
  renderNotFoundOnServer(request, response, () => server.address().port);
  if (hasMalformedEscape(request.url)) return answerMalformedPath(request, response, handle);
  // The proxy that gives pages their security headers never runs for Next's hashed assets.
  if (request.url?.startsWith("/_next/static/")) response.setHeader("X-Content-Type-Options", "nosniff");
  if (shared.serve(request, response) || privateAnswers.serve(request, response)) return;
  // Only what Next renders can fail for want of the database; a kept answer never does.
  answerUnavailableWhileDatabaseIsGone(response);
  shared.record(request, response);
  privateAnswers.record(request, response);
  if (answerFromApi(request, response)) return;
  handle(request, response);
});
// nginx keeps idle connections to this process for up to 60 s (keepalive_timeout in
// deploy/nginx.conf and scripts/cluster.sh) and reuses them. Node would close one after 5 s idle; a
// request nginx writes on it at that moment is reset, and nginx then takes this process out of
// service for fail_timeout. So idle connections stay open longer than nginx keeps them, and nginx is
// the side that closes them.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
drainOnSignals(server);
server.listen(port, () => {
  // Without PUBLIC_ORIGIN, pages publish their URLs on the port in PORT (lib/site/public-origin.ts):
  // that is the port this server listens on, however it was given (-p, or 0 for a free one).
  process.env.PORT = String(server.address().port);
  console.log(`[storefront] ready on http://localhost:${server.address().port}`);
});
