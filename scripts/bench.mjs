// Loads the main routes of the production build on the demo data and prints throughput and latency.
// No pass/fail: the figures are for comparison between changes.
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const root = new URL("..", import.meta.url).pathname;
const port = process.env.BENCH_PORT ?? "3200";
const base = `http://localhost:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const env = { ...process.env, SQLITE_PATH: join(mkdtempSync(join(tmpdir(), "store-bench-")), "store.sqlite") };

if (!existsSync(join(root, ".next", "BUILD_ID"))) execSync("npx next build", { cwd: root, stdio: "inherit", env });
execSync("npx tsx backend/db/cli.ts seed", { cwd: root, stdio: "inherit", env });
const server = spawn("node", ["scripts/next-server.mjs", "-p", port], { cwd: root, stdio: "ignore", env, detached: true });

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${base}/s/api/init`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The server did not start");
}

async function firstProductSlug() {
  const response = await fetch(`${base}/s/api/products?perPage=1`);
  return (await response.json()).data[0].slug;
}

async function staticAssetPath() {
  const html = await (await fetch(`${base}/`)).text();
  const match = html.match(/\/_next\/static\/[^"']+\.js/);
  if (!match) throw new Error("No static asset found on /");
  return match[0];
}

function load(path) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${path}`, connections, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

try {
  await waitForServer();
  const routes = {
    "static asset": await staticAssetPath(),
    "/": "/",
    "/products": "/products",
    "product page": `/products/${await firstProductSlug()}`,
    "/s/api/products": "/s/api/products",
    "/s/api/init": "/s/api/init",
  };
  for (const path of Object.values(routes)) await fetch(`${base}${path}`); // warm up
  const rows = [];
  for (const [name, path] of Object.entries(routes)) {
    const result = await load(path);
    rows.push({ name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx });
  }
  const staticRps = rows[0].rps;
  console.log(`\n${connections} connections, ${seconds} s per route\n`);
  console.log("route".padEnd(18), "req/s".padStart(9), "p50 ms".padStart(8), "p99 ms".padStart(8), "vs static".padStart(10), "errors".padStart(7));
  for (const row of rows) {
    console.log(
      row.name.padEnd(18),
      row.rps.toFixed(0).padStart(9),
      String(row.p50).padStart(8),
      String(row.p99).padStart(8),
      (row.rps / staticRps).toFixed(3).padStart(10),
      String(row.errors).padStart(7),
    );
  }
} finally {
  process.kill(-server.pid, "SIGTERM");
}
