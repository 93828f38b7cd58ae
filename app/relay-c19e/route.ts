import { monitoringServerConfig } from "@/lib/monitoring/config";
import { tunnelEnvelope } from "@/lib/monitoring/tunnel";

/** Sentry tunnel (SENTRY_TUNNEL_PATH): error reports reach Sentry through our own origin. */
export function POST(request: Request): Promise<Response> {
  return tunnelEnvelope(request, monitoringServerConfig());
}
