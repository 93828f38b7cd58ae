// Loads the main routes of the production build on the demo data and prints throughput and latency,
// and each route's throughput as a ratio of the same bytes answered from memory by bare node:http in
// the same run (memory-ceiling.mjs: the limit for those bytes on this machine); then whole page views
// (bench-views.mjs).
// No pass/fail: figures for comparison.
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { API_MOUNT_PATH } from "../lib/api/mount-path.mjs";
import { benchViews } from "./bench-views.mjs";
import { asMemoryAnswer, memoryServer } from "./memory-ceiling.mjs";
import { printTable } from "./print-table.mjs";

const root = new URL("..", import.meta.url).pathname;
const port = process.env.BENCH_PORT ?? "3200";
const base = `http://localhost:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const env = {
  ...process.env,
  SQLITE_PATH: join(mkdtempSync(join(tmpdir(), "store-bench-")), "store.sqlite"),
  PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? base,
  // The page-view benchmark signs a demo shopper in.
  OTP_TEST_CODE: process.env.OTP_TEST_CODE ?? "123456",
};
const compressed = { "accept-encoding": "gzip" };
/** `npm run bench -- --views`: only the page views and visitor calls (bench-views.mjs). */
const viewsOnly = process.argv.includes("--views");

if (!existsSync(join(root, ".next", "BUILD_ID"))) execSync("npx next build", { cwd: root, stdio: "inherit", env });
execSync("npx tsx backend/database-cli.ts seed", { cwd: root, stdio: "inherit", env });
let server = null;
const startServer = () => {
  server = spawn("node", ["scripts/next-server.mjs", "-p", port], { cwd: root, stdio: "ignore", env, detached: true });
};
const stopServer = async () => {
  if (!server) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  process.kill(-server.pid, "SIGTERM");
  await exited;
  server = null;
};

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${base}${API_MOUNT_PATH}/init`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The server did not start");
}

async function firstProductSlug() {
  const response = await fetch(`${base}${API_MOUNT_PATH}/products?perPage=1`);
  return (await response.json()).data[0].slug;
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers: compressed }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** What a shopper types, letter by letter from the second: misspellings, synonyms, a miss. */
const TYPED = ["basmathi rice", "atta chaki", "tur dal", "haldi", "gram flour", "sunflwer oyl", "masala", "zzzqqq"];
const WEBSITE_ORIGINS = [base, `http://wholesale.localhost:${port}`];

/**
 * Suggestion latency as the header search asks for it: one request per typed prefix, one at a time,
 * each text new to the server, so none is answered from a cache.
 */
async function suggestionLatencies() {
  const times = [];
  const serverTimes = [];
  for (const origin of WEBSITE_ORIGINS) {
    for (const text of TYPED) {
      for (let length = 2; length <= text.length; length++) {
        const started = performance.now();
        const response = await fetch(`${base}${API_MOUNT_PATH}/search/suggest?q=${encodeURIComponent(text.slice(0, length))}`, { headers: { "x-store-origin": origin } });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`suggest answered ${response.status}`);
        times.push(performance.now() - started);
        serverTimes.push(Number(/dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1] ?? NaN));
      }
    }
  }
  const ascending = (values) => values.sort((a, b) => a - b);
  return { times: ascending(times), serverTimes: ascending(serverTimes) };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const row = (result) => ({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx });

try {
  startServer();
  await waitForServer();
  const productSlug = await firstProductSlug();
  if (!viewsOnly) await benchRoutes(productSlug, Number(port) + 2);
  await benchViews({ base, connections, seconds, productSlug, memoryPort: Number(port) + 1 });
} finally {
  await stopServer();
}

/** Each main route beside its own bytes from memory, then the search suggestions' latency. */
async function benchRoutes(productSlug, memoryPort) {
  const routes = {
    "/": "/",
    "/products": "/products",
    "product page": `/products/${productSlug}`,
    // The same page in the demo's other languages: each is its own cached page.
    "/hi product page": `/hi/products/${productSlug}`,
    "/kn product page": `/kn/products/${productSlug}`,
    "/s/api/products": `${API_MOUNT_PATH}/products`,
    "/s/api/init": `${API_MOUNT_PATH}/init`,
  };
  const answers = {};
  for (const [name, path] of Object.entries(routes)) {
    const response = await fetch(`${base}${path}`); // warm up: the first request builds what the others are answered from
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    answers[`/${name.replace(/\W+/g, "-")}`] = await asMemoryAnswer(`${base}${path}`, compressed);
  }
  const memory = await memoryServer(answers, memoryPort);
  const rows = [];
  try {
    for (const [name, path] of Object.entries(routes)) {
      const page = row(await load(`${base}${path}`));
      const ceiling = row(await load(`${memory.base}/${name.replace(/\W+/g, "-")}`));
      rows.push({ name, ...page, ceilingRps: ceiling.rps, ratio: page.rps / ceiling.rps, errors: page.errors + ceiling.errors });
    }
  } finally {
    memory.stop();
  }
  console.log(`\n${connections} connections, ${seconds} s per route and per ceiling, gzip; ceiling = the route's bytes from memory by bare node:http\n`);
  printTable(
    ["route", "req/s", "p50 ms", "p99 ms", "ceiling req/s", "ratio", "non-2xx"],
    rows.map((item) => [item.name, item.rps.toFixed(0), String(item.p50), String(item.p99), item.ceilingRps.toFixed(0), item.ratio.toFixed(3), String(item.errors)]),
  );
  const { times, serverTimes } = await suggestionLatencies();
  const figures = (sorted) =>
    `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`;
  console.log(`\nsearch suggestions (/s/api/search/suggest, ${times.length} typed prefixes on 2 websites, one at a time, none cached)`);
  console.log(`  server time (Server-Timing): ${figures(serverTimes)}`);
  console.log(`  round trip:                  ${figures(times)}`);
}
