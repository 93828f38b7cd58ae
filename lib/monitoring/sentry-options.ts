import type { BrowserOptions } from "@sentry/nextjs";
import type { BrowserTelemetryConfig } from "./browser-config";
import { SENTRY_SAMPLE_RATES, SENTRY_TUNNEL_PATH, type MonitoringServerConfig } from "./config";

/** Reports carry what went wrong, not who the shopper is: no user fields, cookies (session ids) or bodies (phones, addresses). */
const DATA_COLLECTION = { userInfo: false, cookies: false, httpBodies: [] } satisfies BrowserOptions["dataCollection"];

/** Browser SDK options: everything goes through our own tunnel; the environment comes from the page's meta tag. */
export function browserSentryOptions(config: Pick<BrowserTelemetryConfig, "sentryDsn" | "sentryEnvironment">): BrowserOptions {
  return {
    dsn: config.sentryDsn ?? undefined,
    environment: config.sentryEnvironment,
    tunnel: SENTRY_TUNNEL_PATH,
    tracesSampleRate: SENTRY_SAMPLE_RATES.traces,
    replaysSessionSampleRate: SENTRY_SAMPLE_RATES.replaysSession,
    replaysOnErrorSampleRate: SENTRY_SAMPLE_RATES.replaysOnError,
    dataCollection: DATA_COLLECTION,
  };
}

/** Server (Node and edge) SDK options. */
export function serverSentryOptions(config: MonitoringServerConfig) {
  return {
    dsn: config.dsn ?? undefined,
    environment: config.environment,
    tracesSampleRate: SENTRY_SAMPLE_RATES.traces,
    dataCollection: DATA_COLLECTION,
  };
}
