// Serves the production build, as `next start` does, with two differences. Public pages answered a
// moment ago are sent again from memory (shared-response-cache.mjs). Each request's socket
// address is appended to X-Forwarded-For before Next sees it. `next start` only fills that header
// when the client sent none, so a client could otherwise name any address it likes; with the socket
// last, the backend reads the client from the right end (TRUST_PROXY_HOPS, backend/http/client-address.ts).
// Usage: node scripts/next-server.mjs [-p port]  (or PORT)
import { createServer } from "node:http";
import next from "next";
import { appendSocketAddress } from "./forwarded-for.mjs";
import { createSharedResponseCache } from "./shared-response-cache.mjs";

const root = new URL("..", import.meta.url).pathname;
const flag = process.argv.indexOf("-p");
const port = Number(flag > -1 ? process.argv[flag + 1] : (process.env.PORT ?? 3000));

const app = next({ dev: false, dir: root, port });
await app.prepare();
const handle = app.getRequestHandler();
const shared = createSharedResponseCache();
createServer((request, response) => {
  appendSocketAddress(request);
  if (shared.serve(request, response)) return;
  shared.record(request, response);
  handle(request, response);
}).listen(port, () => {
  console.log(`[storefront] ready on http://localhost:${port}`);
});
