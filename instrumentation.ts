import * as Sentry from "@sentry/nextjs";
import { monitoringServerConfig } from "@/lib/monitoring/config";
import { serverSentryOptions } from "@/lib/monitoring/sentry-options";

/** Server-side error reporting (Node and edge), only when SENTRY_DSN is set at run time. */
export function register(): void {
  const config = monitoringServerConfig();
  if (!config.dsn || process.env.NODE_ENV === "test") return;
  Sentry.init(serverSentryOptions(config));
}

export const onRequestError = Sentry.captureRequestError;
