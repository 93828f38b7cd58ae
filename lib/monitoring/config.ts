/** Same-origin path the browser sends error reports to; app/relay-c19e forwards them to Sentry. */
export const SENTRY_TUNNEL_PATH = "/relay-c19e";

export const DEFAULT_SENTRY_ENVIRONMENT = "local";

/** Every trace, a tenth of sessions replayed, and every session with an error (docs/analytics-and-monitoring.md). */
export const SENTRY_SAMPLE_RATES = {
  traces: 1,
  replaysSession: 0.1,
  replaysOnError: 1,
} as const;

export type MonitoringServerConfig = {
  dsn: string | null;
  environment: string;
  /** False: the tunnel accepts envelopes without sending them on (tests, offline machines). */
  forward: boolean;
};

/** Read at request time, so one build serves any configuration. */
export function monitoringServerConfig(env: NodeJS.ProcessEnv = process.env): MonitoringServerConfig {
  const forward = (env.SENTRY_TUNNEL_FORWARD ?? "true").trim().toLowerCase();
  return {
    dsn: env.SENTRY_DSN?.trim() || null,
    environment: env.SENTRY_ENVIRONMENT?.trim() || DEFAULT_SENTRY_ENVIRONMENT,
    forward: !["false", "0", "no", "off"].includes(forward),
  };
}
