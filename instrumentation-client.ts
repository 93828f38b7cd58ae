// Runs in the browser before hydration: error reporting and analytics start here, once, and only
// when the page's meta tags (the server's run-time configuration) name a DSN / project key.
import { startAnalytics } from "@/lib/analytics/client";
import { readBrowserTelemetryConfig } from "@/lib/monitoring/browser-config";
import { captureRouterTransitionStart, startMonitoring } from "@/lib/monitoring/client";

const config = readBrowserTelemetryConfig(document);

try {
  startMonitoring(config);
} catch (error) {
  console.error("Error reporting failed to start", error);
}

startAnalytics({ key: config.posthogKey, uiHost: config.posthogUiHost }).catch((error: unknown) =>
  console.error("Analytics failed to start", error),
);

export const onRouterTransitionStart = captureRouterTransitionStart;
