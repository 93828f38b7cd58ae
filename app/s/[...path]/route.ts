import { backendPath, proxyToExternalApi } from "@/lib/api/external-proxy";
import { expirePagesOnInvalidate } from "@/lib/cache/page-invalidation";

export const dynamic = "force-dynamic";

// The embedded backend names the cache tags a write makes stale; the cached pages showing them go too.
expirePagesOnInvalidate();

async function handle(request: Request): Promise<Response> {
  const external = process.env.STORE_API_URL;
  if (external) return proxyToExternalApi(request, external);
  const { getApp } = await import("@/backend/app");
  const url = new URL(request.url);
  const target = new URL(backendPath(url), url.origin);
  return getApp().fetch(new Request(target, request));
}

export const GET = handle;
export const HEAD = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const OPTIONS = handle;
