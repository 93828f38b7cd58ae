// The load figures for the cluster scripts/cluster.sh runs (npm run bench:cluster starts it first):
// 200 connections for 60 s through nginx on a product page (a guest, gzip), on a signed-in
// shopper's GET /s/api/cart, and on a signed-in shopper's whole product page view (recorded in
// Chromium as bench-views.mjs does, and replayed), each printed with requests per second, errors,
// timeouts and latency percentiles. Exits non-zero when a request failed. CLUSTER_PORT as for cluster.sh; LOAD_SECONDS
// and LOAD_CONNECTIONS change the run.
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import { API_MOUNT_PATH } from "../lib/api/mount-path.mjs";
import { recordView } from "./bench-views.mjs";
import { ok, visitor } from "./cluster-visitor.mjs";

const port = Number(process.env.CLUSTER_PORT ?? 3450);
const nginx = `http://localhost:${port}`;
const duration = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 200);
const TEST_CODE = process.env.OTP_TEST_CODE ?? "123456";
const SHOPPER_PHONE = "9876543216";

async function signedInShopper() {
  const shopper = visitor(nginx);
  await ok(shopper.call(nginx, "/api/cookie"), "cookie");
  await ok(shopper.call(nginx, "/api/auth/otp", { method: "POST", body: { phone: SHOPPER_PHONE } }), "code sent");
  await ok(shopper.call(nginx, "/api/auth/verify", { method: "POST", body: { phone: SHOPPER_PHONE, code: TEST_CODE } }), "signed in");
  const product = await ok(shopper.call(nginx, "/api/products/chai-bagan-filter-coffee"), "product");
  const pack = product.packs[0];
  await ok(shopper.call(nginx, "/api/cart/add", { method: "POST", body: { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id } }), "a cart line");
  return shopper;
}

async function run(title, url, headers, requests) {
  const result = await autocannon({ url, connections, duration, headers, requests });
  // A page view's revalidations are answered 304 Not Modified, which is a success.
  const refused = result.non2xx - (result.statusCodeStats?.["304"]?.count ?? 0);
  const failed = result.errors + result.timeouts + refused;
  console.log(
    `${title}: ${Math.round(result.requests.average)} req/s, ${result.requests.total} requests, ` +
      `${result.errors} errors, ${result.timeouts} timeouts, ${refused} other than 2xx and 304; ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  return failed;
}

const shopper = await signedInShopper();
console.log(`${connections} connections for ${duration} s each, through nginx on ${nginx}`);
let failed = await run("product page", `${nginx}/products/chai-bagan-filter-coffee`, { "accept-encoding": "gzip" });
// Browsers always offer gzip; the server keeps a shopper's own answers gzipped (private-answer-cache.mjs).
failed += await run("GET /s/api/cart (signed in)", `${nginx}${API_MOUNT_PATH}/cart`, { "x-store-origin": nginx, accept: "application/json", "accept-encoding": "gzip", cookie: shopper.cookie() });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const view = await recordView(browser, nginx, "/products/chai-bagan-filter-coffee", shopper.cookie());
await browser.close();
console.log(`signed-in product page view: ${view.length} requests (${view.map((request) => request.path).join(", ")})`);
failed += await run("signed-in product page views (requests)", nginx, {}, view);
process.exit(failed === 0 ? 0 : 1);
