// Lighthouse's mobile performance figures for a few routes of a running store: Lighthouse from npm
// (pinned, run through npx so it never enters the project's lock) against Debian's Chromium, several
// runs per route, the median of each figure. Used by `npm run size`.
//
// Lighthouse simulates a slow phone ("Lantern") from one fast, unthrottled load, and counts into LCP
// every request and script that ran before that load's own first paint. In headless Chromium on our
// machines the first frame of most runs is presented a whole second or two after it was painted, and
// such a run pulls all the page's JavaScript into its LCP. The cause is Lighthouse's emulated phone
// screen: set on about:blank just before the navigation, it shows that page's overlay scrollbars, and
// their fade-out, 300 ms later, draws frames into a surface the browser no longer shows, so the
// display compositor throttles the page to one frame a second until its first frame is shown (see
// docs/performance.md). A page that commits a frame within about 130 ms escapes it. Two ways to
// measure without it: SIZE_LIGHTHOUSE_SCROLLBARS=hidden starts Chromium with --hide-scrollbars, as
// Puppeteer and Playwright start it headless; SIZE_LIGHTHOUSE_SCREEN=window makes the browser window
// the phone's size (412 × 823 CSS pixels at 1.75 device pixels, Lighthouse's own phone) instead of
// emulating it. The table shows, per route, the load's own first paint and load event and how many
// runs painted a second or more after navigation started.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { printTable } from "./print-table.mjs";

const LIGHTHOUSE = process.env.LIGHTHOUSE_PACKAGE ?? "lighthouse@12.8.2";
const LATE_PAINT_MS = 1000;
/** "window": the phone's screen is the browser window's size, not emulated by Lighthouse (see above). */
const windowScreen = process.env.SIZE_LIGHTHOUSE_SCREEN === "window";
/** "hidden": Chromium draws no scrollbars, so none fade out during the load (see above). */
const hiddenScrollbars = process.env.SIZE_LIGHTHOUSE_SCROLLBARS === "hidden";
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  ...(windowScreen ? ["--window-size=412,823", "--force-device-scale-factor=1.75"] : []),
  ...(hiddenScrollbars ? ["--hide-scrollbars"] : []),
].join(" ");

/** One Lighthouse run of `url` for the given categories; its JSON report. */
function lighthouseReport(url, categories, outputPath) {
  execFileSync(
    "npx",
    [
      "-y",
      LIGHTHOUSE,
      url,
      `--chrome-flags=${chromeFlags}`,
      ...(windowScreen ? ["--screenEmulation.disabled"] : []),
      `--only-categories=${categories}`,
      "--output=json",
      `--output-path=${outputPath}`,
      "--quiet",
    ],
    { stdio: "ignore", env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" } },
  );
  return JSON.parse(readFileSync(outputPath, "utf8"));
}

function runOnce(url, outputPath) {
  const report = lighthouseReport(url, "performance", outputPath);
  const audits = report.audits;
  const observed = audits.metrics.details.items[0];
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: audits["largest-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    observedPaint: observed.observedFirstPaint,
    observedLoad: observed.observedLoad,
    // Every script the page downloaded during the run, those that waited for idle included (bytes on the wire: gzip).
    scripts: audits["network-requests"].details.items
      .filter((request) => request.resourceType === "Script")
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Median figures per route over `runs` Lighthouse runs. */
export function lighthouseFigures(base, routes, runs) {
  const directory = mkdtempSync(join(tmpdir(), "store-lighthouse-"));
  try {
    return Object.entries(routes).map(([name, path]) => {
      const results = Array.from({ length: runs }, (_, run) => runOnce(`${base}${path}`, join(directory, `${run}.json`)));
      const figure = (key) => median(results.map((result) => result[key]));
      return {
        name,
        results,
        score: figure("score"),
        lcp: figure("lcp"),
        tbt: figure("tbt"),
        cls: figure("cls"),
        observedPaint: figure("observedPaint"),
        observedLoad: figure("observedLoad"),
        scripts: figure("scripts"),
        latePaints: results.filter((result) => result.observedPaint >= LATE_PAINT_MS).length,
        runs,
      };
    });
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

export function printLighthouseFigures(rows) {
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const kB = (bytes) => (bytes / 1024).toFixed(1);
  const runs = (row, key, format) => row.results.map((result) => format(result[key])).join(" / ");
  const screen = [
    windowScreen ? "the phone's screen as the browser window" : "the phone's screen emulated",
    ...(hiddenScrollbars ? ["no scrollbars"] : []),
  ].join(", ");
  console.log(`\nLighthouse ${LIGHTHOUSE.split("@")[1] ?? ""} mobile (${screen}): the median of ${rows[0]?.runs ?? 0} runs, then each run`);
  printTable(
    ["route", "score", "LCP", "TBT ms", "CLS", "JS gz in run kB", "painted", "loaded", "late paints"],
    rows.map((row) => [
      row.name,
      String(row.score),
      seconds(row.lcp),
      String(Math.round(row.tbt)),
      row.cls.toFixed(3),
      kB(row.scripts),
      seconds(row.observedPaint),
      seconds(row.observedLoad),
      `${row.latePaints}/${row.runs}`,
    ]),
  );
  console.log("");
  printTable(
    ["route", "scores", "LCP", "TBT ms", "CLS"],
    rows.map((row) => [
      row.name,
      runs(row, "score", String),
      runs(row, "lcp", seconds),
      runs(row, "tbt", (ms) => String(Math.round(ms))),
      runs(row, "cls", (cls) => cls.toFixed(3)),
    ]),
  );
}

/** Lighthouse's SEO and accessibility scores per page, with the audits that did not pass. */
export function lighthouseSeoFigures(pages) {
  const directory = mkdtempSync(join(tmpdir(), "store-lighthouse-seo-"));
  try {
    return Object.entries(pages).map(([name, url]) => {
      const report = lighthouseReport(url, "seo,accessibility", join(directory, "report.json"));
      const failed = Object.entries(report.audits)
        .filter(([, audit]) => audit.scoreDisplayMode === "binary" && audit.score === 0)
        .map(([id]) => id);
      return { name, seo: Math.round(report.categories.seo.score * 100), accessibility: Math.round(report.categories.accessibility.score * 100), failed };
    });
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

export function printLighthouseSeoFigures(rows) {
  console.log(`\nLighthouse ${LIGHTHOUSE.split("@")[1] ?? ""} SEO and accessibility, the pages in the website's other languages`);
  printTable(
    ["page", "SEO", "accessibility", "audits not passed"],
    rows.map((row) => [row.name, String(row.seo), String(row.accessibility), row.failed.join(", ") || "none"]),
  );
}
