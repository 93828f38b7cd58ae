import { execFileSync } from "node:child_process";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
import createNextIntlPlugin from "next-intl/plugin";
import { withSentryConfig } from "@sentry/nextjs/config";

/**
 * With REDIS_URL, the servers keep Next's cache (pages, route responses, data) in Redis, shared by
 * every storefront process, and none in memory (scripts/redis-cache-handler.mjs). The build never
 * uses it: what it prerenders stays in the build.
 */
function sharedCache(phase: string): Partial<NextConfig> {
  if (phase === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL?.trim()) return {};
  // Next resolves a relative handler path from its build directory (.next).
  return { cacheHandler: "../scripts/redis-cache-handler.mjs", cacheMaxMemorySize: 0 };
}

const nextConfig = (phase: string): NextConfig => ({
  ...sharedCache(phase),
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ["better-sqlite3", "pg", "kysely", "pdfkit"],
  // Published as ES modules only: jest (through next/jest) compiles what is listed here.
  transpilePackages: ["next-intl", "use-intl", "intl-messageformat", "icu-minify", "@formatjs/fast-memoize", "@formatjs/icu-messageformat-parser", "@formatjs/icu-skeleton-parser", "@formatjs/intl-localematcher"],
  // A cached public page may be served stale (while it is rebuilt) for at most an hour after its window.
  expireTime: 3600,
  // scripts/test.sh runs tsc over the whole tree right after the build (the route types it writes
  // included, and the tests, which the build's own check skips), so the build need not check twice.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED_AFTER_BUILD === "1" },
  experimental: {
    // A throwaway clone (CI) never builds twice, so a build cache written to disk is never read.
    turbopackFileSystemCacheForBuild: process.env.CI !== "true",
    // Script tags carry integrity hashes, so the Content-Security-Policy (lib/security) needs no per-request nonce.
    sri: { algorithm: "sha256" },
    // Cached pages and data live in memory (per process) and start empty with the server: a page
    // kept on disk from another run could carry another configuration's origin or database.
    isrFlushToDisk: false,
  },
  compiler: {
    // The chunks every page starts with are compiled off the main thread (scripts/startup-compile-hints.mjs).
    runAfterProductionCompile: async ({ distDir }) => {
      const { hintStartupChunks } = await import("./scripts/startup-compile-hints.mjs");
      hintStartupChunks(distDir);
    },
  },
  env: {
    IMAGE_CDN_URL: process.env.IMAGE_CDN_URL ?? "",
  },
});

// Sentry's build step talks to sentry.io only to upload source maps, and only when a token is set;
// the DSN, environment and PostHog settings are read at run time, not baked into the build.
const uploadSourceMaps = Boolean(process.env.SENTRY_AUTH_TOKEN);

// The self-hosted fonts are cut from @fontsource's files before next/font reads them
// (lib/fonts/self-hosted.ts); a running server has them in its build already.
function writeFontSubsets(phase: string): void {
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) {
    execFileSync(process.execPath, ["scripts/font-subsets.mjs"], { stdio: "inherit" });
  }
}

// Interface texts in the page's language (messages/{code}.json); see docs/languages.md. The messages
// are compiled at build time, so the browser gets no ICU parser, only the small formatter.
const withMessages = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

const config = (phase: string) => {
  writeFontSubsets(phase);
  return withSentryConfig(withMessages(nextConfig(phase)), {
    org: process.env.SENTRY_ORG,
    project: process.env.SENTRY_PROJECT,
    authToken: process.env.SENTRY_AUTH_TOKEN,
    telemetry: false,
    silent: true,
    sourcemaps: { disable: !uploadSourceMaps, deleteSourcemapsAfterUpload: true },
    release: { create: uploadSourceMaps, finalize: uploadSourceMaps },
    widenClientFileUpload: uploadSourceMaps,
    // The manifest lists the app's internal routes (`/:site/bos/admin/...`, rewritten from the
    // address by proxy.ts), which no browser address matches, and costs every page about 1.1 kB of
    // gzip JavaScript at load; without it Sentry names a transaction by its address.
    routeManifestInjection: false,
  });
};

export default config;
