import "server-only";
import { analyticsServerConfig } from "@/lib/analytics/server-config";
import { type BrowserTelemetryConfig, TELEMETRY_META } from "./browser-config";
import { monitoringServerConfig } from "./config";

export function browserTelemetryConfig(env: NodeJS.ProcessEnv = process.env): BrowserTelemetryConfig {
  const monitoring = monitoringServerConfig(env);
  const analytics = analyticsServerConfig(env);
  return {
    sentryDsn: monitoring.dsn,
    sentryEnvironment: monitoring.environment,
    posthogKey: analytics?.key ?? null,
    posthogUiHost: analytics?.hosts.ui ?? null,
  };
}

/** Meta tags for the root layout's <head>; only configured services get theirs. */
export function TelemetryMeta() {
  const config = browserTelemetryConfig();
  return (
    <>
      <meta name={TELEMETRY_META.sentryEnvironment} content={config.sentryEnvironment} />
      {config.sentryDsn && <meta name={TELEMETRY_META.sentryDsn} content={config.sentryDsn} />}
      {config.posthogKey && <meta name={TELEMETRY_META.posthogKey} content={config.posthogKey} />}
      {config.posthogUiHost && <meta name={TELEMETRY_META.posthogUiHost} content={config.posthogUiHost} />}
    </>
  );
}
