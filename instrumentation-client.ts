// Runs in the browser before hydration: error reporting and analytics start here, once, and only
// when the page's meta tags (the server's run-time configuration) name a DSN / project key.
import { readBrowserTelemetryConfig } from "@/lib/monitoring/browser-config";
import { captureRouterTransitionStart, startMonitoring } from "@/lib/monitoring/client";
import { whenIdle } from "@/lib/when-idle";

const config = readBrowserTelemetryConfig(document);

try {
  startMonitoring(config);
} catch (error) {
  console.error("Error reporting failed to start", error);
}

// Error reporting listens from the start, to catch what goes wrong during the load; analytics has
// nothing to do before the page is idle (its library loads then), so even its starter's code waits,
// and without a project key it is never fetched.
const { posthogKey, posthogUiHost } = config;
if (posthogKey) {
  whenIdle(() => {
    import("@/lib/analytics/client")
      .then(({ startAnalytics }) => startAnalytics({ key: posthogKey, uiHost: posthogUiHost }))
      .catch((error: unknown) => console.error("Analytics failed to start", error));
  });
}

export const onRouterTransitionStart = captureRouterTransitionStart;
