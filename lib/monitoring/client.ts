import { whenIdle } from "@/lib/when-idle";
import type { BrowserTelemetryConfig } from "./browser-config";
import type { LoadedSentry } from "./sentry-browser";

let started = false;
let sentry: LoadedSentry | null = null;
/** Errors that happened after the page started but before the SDK arrived. */
const early: unknown[] = [];

const keepError = (event: ErrorEvent) => early.push(event.error ?? new Error(event.message));
const keepRejection = (event: PromiseRejectionEvent) => early.push(event.reason);

/**
 * Error reporting, only with a DSN: a tiny listener keeps errors from the first moment, and the SDK
 * (about 125 kB) is downloaded once the page is idle, then reports what the listener kept. Without a
 * DSN nothing of Sentry is downloaded at all.
 */
export function startMonitoring(config: BrowserTelemetryConfig): void {
  if (!config.sentryDsn || process.env.NODE_ENV === "test" || typeof window === "undefined" || started) return;
  started = true;
  window.addEventListener("error", keepError);
  window.addEventListener("unhandledrejection", keepRejection);
  whenIdle(() => {
    import("./sentry-browser")
      .then(({ startSentry }) => {
        sentry = startSentry(config);
        // From here the SDK's own handlers see every error.
        window.removeEventListener("error", keepError);
        window.removeEventListener("unhandledrejection", keepRejection);
        for (const error of early.splice(0)) sentry.captureException(error);
      })
      .catch((error: unknown) => console.error("Error reporting failed to load", error));
  });
}

/** Reports an error caught by the application (the root error screen), now or once the SDK is there. */
export function reportError(error: unknown): void {
  if (sentry) sentry.captureException(error);
  else if (started) early.push(error);
}

export function captureRouterTransitionStart(href: string, navigationType: string): void {
  sentry?.captureRouterTransitionStart(href, navigationType);
}
