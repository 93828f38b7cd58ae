// Page views, not pages: what a shopper's browser asks for when it shows a page, replayed under load.
// A returning visitor's view is recorded in Chromium (the page is opened once so its hashed files,
// fonts and pictures are in the browser's cache, then again while the DevTools protocol lists every
// request that leaves the browser), then replayed by autocannon, each connection sending the view's
// requests in order. Views per second are compared with the ceiling for the page's HTML alone: bare
// node:http sending the same bytes from memory (bytes-from-memory.mjs), in the same run. The same is
// done for the single calls a view makes for the visitor.
import autocannon from "autocannon";
import { chromium } from "@playwright/test";
import { API_MOUNT_PATH } from "../lib/api/mount-path.mjs";
import { ok, visitor } from "./cluster-visitor.mjs";
import { asMemoryAnswer, memoryServer } from "./memory-ceiling.mjs";
import { printTable } from "./print-table.mjs";

const SHOPPER_PHONE = "9876543216";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Headers that belong to the connection, not the request. */
const NOT_REPLAYED = new Set(["host", "connection", "content-length"]);

/** A signed-in shopper with a cart line: their cookies, for the browser and for single calls. */
async function signedInShopper(base, productSlug) {
  const shopper = visitor(base);
  await ok(shopper.call(base, "/api/cookie"), "cookie");
  await ok(shopper.call(base, "/api/auth/otp", { method: "POST", body: { phone: SHOPPER_PHONE } }), "code sent");
  await ok(shopper.call(base, "/api/auth/verify", { method: "POST", body: { phone: SHOPPER_PHONE, code: process.env.OTP_TEST_CODE ?? "123456" } }), "signed in");
  const product = await ok(shopper.call(base, `/api/products/${productSlug}`), "product");
  await ok(shopper.call(base, "/api/cart/add", { method: "POST", body: { pack_id: product.packs[0].pack_id, warehouse_id: product.packs[0].warehouse_id } }), "a cart line");
  return shopper;
}

/** The requests that leave the browser for a returning visitor's view of `path`, in the order sent. */
export async function recordView(browser, base, path, cookie) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  if (cookie) {
    const pairs = cookie.split("; ").map((pair) => pair.split("="));
    await context.addCookies(pairs.map(([name, ...value]) => ({ name, value: value.join("="), url: base })));
  }
  const page = await context.newPage();
  await page.goto(base + path, { waitUntil: "networkidle" });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  // The protocol's events for one request come in either order: each adds what it knows.
  const sent = new Map();
  const note = (requestId, facts) => sent.set(requestId, { ...sent.get(requestId), ...facts });
  cdp.on("Network.requestWillBeSent", ({ requestId, request }) => note(requestId, { method: request.method, url: request.url, headers: request.headers }));
  cdp.on("Network.requestWillBeSentExtraInfo", ({ requestId, headers }) => note(requestId, { wireHeaders: headers }));
  cdp.on("Network.requestServedFromCache", ({ requestId }) => note(requestId, { fromCache: true }));
  await page.goto(base + path, { waitUntil: "networkidle" });
  await context.close();
  return [...sent.values()]
    .filter((request) => request.url?.startsWith(base) && !request.fromCache)
    .map((request) => {
      const headers = {};
      for (const [name, value] of Object.entries(request.wireHeaders ?? request.headers)) if (!NOT_REPLAYED.has(name.toLowerCase()) && !name.startsWith(":")) headers[name.toLowerCase()] = value;
      // The browser's own requests (the favicon) get no wire-header event; its network stack sends this one on every request.
      headers["accept-encoding"] ??= "gzip, deflate, br, zstd";
      return { method: request.method, path: request.url.slice(base.length), headers };
    });
}

function load(url, options) {
  return new Promise((resolve, reject) => autocannon({ url, ...options }, (error, result) => (error ? reject(error) : resolve(result))));
}

/**
 * Records and replays each view, and loads each single call; prints views/s (or req/s) beside the
 * ceiling and their ratio.
 * @param {{ base: string, connections: number, seconds: number, productSlug: string, memoryPort: number }} options
 */
export async function benchViews({ base, connections, seconds, productSlug, memoryPort }) {
  const shopper = await signedInShopper(base, productSlug);
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const pages = { home: "/", "product page": `/products/${productSlug}` };
  const views = [];
  try {
    for (const [who, cookie] of [["guest", ""], ["signed in", shopper.cookie()]]) {
      for (const [name, path] of Object.entries(pages)) views.push({ name: `${who}, ${name}`, path, requests: await recordView(browser, base, path, cookie) });
    }
  } finally {
    await browser.close();
  }
  const api = { "x-store-origin": base, accept: "application/json", "accept-encoding": "gzip" };
  const calls = [
    { name: "GET /s/api/visitor, guest", path: `${API_MOUNT_PATH}/visitor`, headers: api },
    { name: "GET /s/api/visitor, signed in", path: `${API_MOUNT_PATH}/visitor`, headers: { ...api, cookie: shopper.cookie() } },
    { name: "GET /s/api/cart, signed in", path: `${API_MOUNT_PATH}/cart`, headers: { ...api, cookie: shopper.cookie() } },
  ];
  const answers = {};
  for (const [name, path] of Object.entries(pages)) answers[`/${name.replace(/\W+/g, "-")}`] = await asMemoryAnswer(base + path, { "accept-encoding": "gzip" });
  for (const [index, call] of calls.entries()) answers[`/call-${index}`] = await asMemoryAnswer(base + call.path, call.headers);
  const memory = await memoryServer(answers, memoryPort);
  const options = { connections, duration: seconds };
  const rows = [];
  try {
    const ceilings = {};
    for (const [name] of Object.entries(pages)) {
      const key = `/${name.replace(/\W+/g, "-")}`;
      ceilings[name] = (await load(memory.base + key, options)).requests.average;
    }
    for (const view of views) {
      const result = await load(base, { ...options, requests: view.requests.map(({ method, path, headers }) => ({ method, path, headers })) });
      const perView = view.requests.length;
      const ceiling = ceilings[view.name.split(", ")[1]];
      const viewsPerSecond = result.requests.average / perView;
      rows.push([view.name, String(perView), viewsPerSecond.toFixed(0), String(result.latency.p99), ceiling.toFixed(0), (viewsPerSecond / ceiling).toFixed(3), failures(result)]);
    }
    for (const [index, call] of calls.entries()) {
      const result = await load(base + call.path, { ...options, headers: call.headers });
      const ceiling = (await load(`${memory.base}/call-${index}`, options)).requests.average;
      rows.push([call.name, "1", result.requests.average.toFixed(0), String(result.latency.p99), ceiling.toFixed(0), (result.requests.average / ceiling).toFixed(3), failures(result)]);
    }
  } finally {
    memory.stop();
  }
  console.log(`\npage views and visitor calls, ${connections} connections, ${seconds} s each; ceiling = the page's HTML (or the call's bytes) from memory by bare node:http\n`);
  printTable(["view or call", "requests", "views/s (req/s)", "p99 ms", "ceiling req/s", "ratio", "errors"], rows);
  for (const view of views) console.log(`\n${view.name}: ${view.requests.map((request) => `${request.method} ${request.path}`).join(", ")}`);
}

/** Errors and timeouts, and answers other than 2xx and 304 (a revalidated request's answer) by status. */
function failures(result) {
  const statuses = Object.entries(result.statusCodeStats ?? {}).filter(([status]) => !/^2|^304$/.test(status));
  const parts = statuses.map(([status, { count }]) => `${count}×${status}`);
  if (result.errors) parts.push(`${result.errors} errors`);
  if (result.timeouts) parts.push(`${result.timeouts} timeouts`);
  return parts.join(", ") || "0";
}
