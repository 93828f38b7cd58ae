import { DEFAULT_SENTRY_ENVIRONMENT } from "./config";

/** What the browser needs, handed over by meta tags in the root layout (configuration is read at run time). */
export type BrowserTelemetryConfig = {
  sentryDsn: string | null;
  sentryEnvironment: string;
  posthogKey: string | null;
  posthogUiHost: string | null;
};

export const TELEMETRY_META = {
  sentryDsn: "sentry-dsn",
  sentryEnvironment: "sentry-environment",
  posthogKey: "posthog-key",
  posthogUiHost: "posthog-ui-host",
} as const satisfies Record<keyof BrowserTelemetryConfig, string>;

export function readBrowserTelemetryConfig(doc: Pick<Document, "querySelector">): BrowserTelemetryConfig {
  const meta = (name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || null;
  return {
    sentryDsn: meta(TELEMETRY_META.sentryDsn),
    sentryEnvironment: meta(TELEMETRY_META.sentryEnvironment) ?? DEFAULT_SENTRY_ENVIRONMENT,
    posthogKey: meta(TELEMETRY_META.posthogKey),
    posthogUiHost: meta(TELEMETRY_META.posthogUiHost),
  };
}
