// One command for a working demo store: installs, builds, migrates and seeds as needed, then serves.
import { execSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
// The demo store signs in with a known code unless the operator sets OTP_TEST_CODE (empty = real codes).
const env = { ...process.env, OTP_TEST_CODE: process.env.OTP_TEST_CODE ?? "123456" };
const run = (command) => execSync(command, { cwd: root, stdio: "inherit", env });

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestChange(path));
    else newest = Math.max(newest, statSync(join(root, path)).mtimeMs);
  }
  return newest;
}

const lock = join(root, "package-lock.json");
const installed = join(root, "node_modules", ".package-lock.json");
if (!existsSync(installed) || statSync(lock).mtimeMs > statSync(installed).mtimeMs) {
  console.log("Installing packages…");
  run("npm ci --no-audit --no-fund");
}

const buildId = join(root, ".next", "BUILD_ID");
const sources = ["app", "components", "lib", "backend", "public"].filter((dir) => existsSync(join(root, dir)));
const sourceTime = Math.max(...sources.map(newestChange), statSync(lock).mtimeMs);
if (!existsSync(buildId) || statSync(buildId).mtimeMs < sourceTime) {
  console.log("Building the storefront…");
  run("npx next build");
}

console.log("Preparing the database…");
try {
  run("npx tsx backend/database-cli.ts seed");
} catch {
  // The database step has printed why; a store without its database must not start.
  console.error("The store did not start: its database could not be prepared (see above).");
  process.exit(1);
}

const port = process.env.PORT ?? "3000";
console.log(`Starting the store on http://localhost:${port}`);
const server = spawn("node", ["scripts/next-server.mjs", "-p", port], { cwd: root, stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
