import type { NextConfig } from "next";
import { withSentryConfig } from "@sentry/nextjs/config";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ["better-sqlite3", "pg", "kysely", "pdfkit"],
  // A cached public page may be served stale (while it is rebuilt) for at most an hour after its window.
  expireTime: 3600,
  experimental: {
    // Script tags carry integrity hashes, so the Content-Security-Policy (lib/security) needs no per-request nonce.
    sri: { algorithm: "sha256" },
    // Cached pages and data live in memory (per process) and start empty with the server: a page
    // kept on disk from another run could carry another configuration's origin or database.
    isrFlushToDisk: false,
  },
  env: {
    IMAGE_CDN_URL: process.env.IMAGE_CDN_URL ?? "",
  },
};

// Sentry's build step talks to sentry.io only to upload source maps, and only when a token is set;
// the DSN, environment and PostHog settings are read at run time, not baked into the build.
const uploadSourceMaps = Boolean(process.env.SENTRY_AUTH_TOKEN);

export default withSentryConfig(nextConfig, {
  org: process.env.SENTRY_ORG,
  project: process.env.SENTRY_PROJECT,
  authToken: process.env.SENTRY_AUTH_TOKEN,
  telemetry: false,
  silent: true,
  sourcemaps: { disable: !uploadSourceMaps, deleteSourcemapsAfterUpload: true },
  release: { create: uploadSourceMaps, finalize: uploadSourceMaps },
  widenClientFileUpload: uploadSourceMaps,
});
