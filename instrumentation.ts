import * as Sentry from "@sentry/nextjs";
import { monitoringServerConfig } from "@/lib/monitoring/config";
import { serverSentryOptions } from "@/lib/monitoring/sentry-options";

/**
 * Once per server process: the embedded API's background jobs, and the API itself for
 * scripts/next-server.mjs (Node only, and not when the store talks to an external API), and
 * server-side error reporting when SENTRY_DSN is set at run time.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs" && !process.env.STORE_API_URL && process.env.NODE_ENV !== "test") {
    const { startBackgroundJobs } = await import("@/backend/jobs");
    startBackgroundJobs();
    const { publishEmbeddedApi } = await import("@/backend/http/embedded-api");
    publishEmbeddedApi();
  }
  const config = monitoringServerConfig();
  if (!config.dsn || process.env.NODE_ENV === "test") return;
  Sentry.init(serverSentryOptions(config));
}

export const onRequestError = Sentry.captureRequestError;
