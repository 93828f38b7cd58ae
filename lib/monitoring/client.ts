import * as Sentry from "@sentry/nextjs";
import type { BrowserTelemetryConfig } from "./browser-config";
import { browserSentryOptions } from "./sentry-options";

let started = false;

/** Starts Sentry once, only in a browser with a DSN; session replay (the heavy part) loads afterwards. */
export function startMonitoring(config: BrowserTelemetryConfig): void {
  if (!config.sentryDsn || process.env.NODE_ENV === "test" || typeof window === "undefined" || started) return;
  started = true;
  Sentry.init(browserSentryOptions(config));
  import("./replay")
    .then(({ replay }) => Sentry.addIntegration(replay()))
    .catch((error: unknown) => console.error("Session replay failed to load", error));
}

export const captureRouterTransitionStart = Sentry.captureRouterTransitionStart;
