import * as Sentry from "@sentry/nextjs";
import type { BrowserTelemetryConfig } from "./browser-config";
import { browserSentryOptions } from "./sentry-options";

/** The browser SDK itself: only ever loaded through a dynamic import, once a DSN is configured. */
export function startSentry(config: BrowserTelemetryConfig) {
  Sentry.init(browserSentryOptions(config));
  import("./replay")
    .then(({ replay }) => Sentry.addIntegration(replay()))
    .catch((error: unknown) => console.error("Session replay failed to load", error));
  return { captureException: Sentry.captureException, captureRouterTransitionStart: Sentry.captureRouterTransitionStart };
}

export type LoadedSentry = ReturnType<typeof startSentry>;
