import { analyticsServerConfig } from "@/lib/analytics/server-config";
import { relayAnalytics } from "@/lib/analytics/relay";

/** PostHog relay (ANALYTICS_PROXY_PATH): analytics reach PostHog through our own origin. */
function handle(request: Request): Promise<Response> {
  return relayAnalytics(request, analyticsServerConfig());
}

export const GET = handle;
export const POST = handle;
