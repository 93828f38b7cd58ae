// Page weight of the key routes on the production build: the server HTML (raw and gzip) and the
// JavaScript a phone downloads (gzip), before the page's load event and in all once it is idle.
// Run once as configured by default (no analytics key, no DSN), and once with both configured,
// where nothing of either SDK may arrive before the load event. Then Lighthouse's mobile figures for
// the same routes (default configuration; `--no-lighthouse` skips them, SIZE_LIGHTHOUSE_RUNS sets the
// runs per route, 3 by default). No pass/fail: figures to compare.
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { API_MOUNT_PATH } from "../lib/api/mount-path.mjs";
import { lighthouseFigures, lighthouseSeoFigures, printLighthouseFigures, printLighthouseSeoFigures } from "./lighthouse-figures.mjs";
import { printTable } from "./print-table.mjs";

const root = new URL("..", import.meta.url).pathname;
const port = Number(process.env.SIZE_PORT ?? 3700);
const telemetry = {
  POSTHOG_KEY: "phc_size_key",
  POSTHOG_HOST: "http://127.0.0.1:9",
  SENTRY_DSN: "https://public@o1.ingest.sentry.io/1",
  SENTRY_TUNNEL_FORWARD: "false",
};

function startServer(serverPort, extraEnv) {
  const env = {
    ...process.env,
    ...extraEnv,
    SQLITE_PATH: join(mkdtempSync(join(tmpdir(), "store-size-")), "store.sqlite"),
  };
  execSync("npx tsx backend/database-cli.ts seed", { cwd: root, stdio: "ignore", env });
  return spawn("node", ["scripts/next-server.mjs", "-p", String(serverPort)], { cwd: root, stdio: "ignore", env, detached: true });
}

async function waitForServer(base) {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${base}${API_MOUNT_PATH}/products?perPage=1`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${base} did not start`);
}

const withLighthouse = !process.argv.includes("--no-lighthouse");
const lighthouseRuns = Number(process.env.SIZE_LIGHTHOUSE_RUNS ?? 3);

async function keyRoutes(base) {
  const product = (await (await fetch(`${base}${API_MOUNT_PATH}/products?perPage=1`)).json()).data[0];
  const category = product.category_slug ?? product.category?.slug;
  return {
    "/": "/",
    "/products": "/products",
    ...(category ? { "category listing": `/products?c=${category}` } : {}),
    "product page": `/products/${product.slug}`,
    "/about-us": "/about-us",
  };
}

/** The HTML without the contents of its inline <style> elements (what an inlined stylesheet adds). */
const withoutInlineStyles = (html) => Buffer.from(html.toString("utf8").replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/gi, "$1$2"));

const kB = (bytes) => (bytes / 1024).toFixed(1);

/** Home and the product page in each other language the website offers, found from their hreflang links. */
async function otherLanguagePages(browser, base, routes) {
  const page = await browser.newPage();
  const pages = {};
  try {
    for (const name of ["/", "product page"]) {
      await page.goto(`${base}${routes[name]}`);
      const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
        links.map((link) => ({ hreflang: link.getAttribute("hreflang"), href: link.href })).filter((link) => link.hreflang !== "x-default" && link.hreflang !== document.documentElement.lang),
      );
      for (const { hreflang, href } of alternates) {
        // The links carry the store's public origin; the figures are taken from this server.
        const url = new URL(href);
        pages[`${name} (${hreflang})`] = `${base}${url.pathname}${url.search}`;
      }
    }
  } finally {
    await page.close();
  }
  return pages;
}

/** JS (gzip) that arrived before the load event, and in all after the page went idle. */
async function scriptWeight(browser, url) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  let phase = "first";
  const sizes = { first: 0, later: 0 };
  const pending = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    const at = phase;
    pending.push(response.body().then((body) => (sizes[at] += gzipSync(body).length)).catch(() => {}));
  });
  await page.goto(url, { waitUntil: "load" });
  phase = "later";
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(3500);
  await Promise.all(pending);
  await page.close();
  return { first: sizes.first, all: sizes.first + sizes.later };
}

async function measure(base, browser, routes) {
  const rows = [];
  for (const [name, path] of Object.entries(routes)) {
    const html = Buffer.from(await (await fetch(`${base}${path}`)).arrayBuffer());
    const js = await scriptWeight(browser, `${base}${path}`);
    const bare = withoutInlineStyles(html);
    rows.push({ name, html: html.length, htmlGzip: gzipSync(html).length, bareHtml: bare.length, bareHtmlGzip: gzipSync(bare).length, ...js });
  }
  return rows;
}

function print(title, rows) {
  console.log(`\n${title}`);
  printTable(
    ["route", "HTML kB", "HTML gz", "without inline CSS kB", "gz", "JS gz at load", "JS gz idle"],
    rows.map((row) => [row.name, kB(row.html), kB(row.htmlGzip), kB(row.bareHtml), kB(row.bareHtmlGzip), kB(row.first), kB(row.all)]),
  );
}

if (!existsSync(join(root, ".next", "BUILD_ID"))) execSync("npx next build", { cwd: root, stdio: "inherit" });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const servers = [];
try {
  for (const [title, extraEnv, serverPort, lighthouse] of [
    ["No analytics key, no DSN", {}, port, withLighthouse],
    ["PostHog key and Sentry DSN configured", telemetry, port + 1, false],
  ]) {
    servers.push(startServer(serverPort, extraEnv));
    const base = `http://localhost:${serverPort}`;
    await waitForServer(base);
    const routes = await keyRoutes(base);
    print(title, await measure(base, browser, routes));
    if (lighthouse) {
      const otherLanguagesPages = await otherLanguagePages(browser, base, routes);
      printLighthouseFigures(lighthouseFigures(base, routes, lighthouseRuns));
      printLighthouseSeoFigures(lighthouseSeoFigures(otherLanguagesPages));
    }
  }
} finally {
  await browser.close();
  for (const server of servers) {
    // A server that stopped on its own is already gone; the error that stopped the run is the one to see.
    if (server.exitCode === null && server.signalCode === null) process.kill(-server.pid, "SIGTERM");
  }
}
