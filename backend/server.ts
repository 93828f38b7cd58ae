import { serve } from "@hono/node-server";
import { apiPort } from "./config";
import { getApp } from "./app";
import { ensureDatabase } from "./db/ensure";
import { describeStartFailure } from "./db/unavailable";
import { stripBasePath } from "./http/base-path";

/** Standalone API tier: npx tsx backend/server.ts. Answers with and without the /s prefix. */
async function main() {
  await ensureDatabase();
  const app = getApp();
  const port = apiPort();
  serve({ fetch: (request) => app.fetch(stripBasePath(request)), port }, (info) => {
    console.log(`[backend] commerce API listening on http://localhost:${info.port} (also under /s)`);
  });
}

main().catch((error) => {
  console.error(`[backend] failed to start: ${describeStartFailure(error)}`);
  process.exit(1);
});
