import { apiPort } from "./config";
import { ensureDatabase } from "./ensure-database";
import { describeStartFailure } from "./db/unavailable";
import { serveApi } from "./http/serve-api";
import { startBackgroundJobs } from "./jobs";

/** Standalone API tier: npx tsx backend/server.ts. Answers with and without the /s prefix. */
async function main() {
  await ensureDatabase();
  startBackgroundJobs();
  serveApi(apiPort(), (port) => {
    console.log(`[backend] commerce API listening on http://localhost:${port} (also under /s)`);
  });
}

main().catch((error) => {
  console.error(`[backend] failed to start: ${describeStartFailure(error)}`);
  process.exit(1);
});
