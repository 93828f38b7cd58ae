// Serves the production build on a fresh database for the Playwright suite.
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const port = process.env.E2E_PORT ?? "3100";
const env = {
  ...process.env,
  SQLITE_PATH: process.env.DATABASE_URL
    ? undefined
    : (process.env.E2E_SQLITE_PATH || join(mkdtempSync(join(tmpdir(), "store-e2e-")), "store.sqlite")),
  OTP_TEST_CODE: process.env.OTP_TEST_CODE ?? "123456",
  // One line per request would bury the test output.
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  // Absolute URLs in the cached pages come from here (and the wholesale host on the same port).
  PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
};

if (!existsSync(join(root, ".next", "BUILD_ID"))) execSync("npx next build", { cwd: root, stdio: "inherit", env });
execSync("npx tsx backend/database-cli.ts seed", { cwd: root, stdio: "inherit", env });
const server = spawn("node", ["scripts/next-server.mjs", "-p", port], { cwd: root, stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
