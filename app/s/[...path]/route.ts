import { API_BASE_PATH } from "@/lib/api/protocol";
import { expirePagesOnInvalidate } from "@/lib/cache/page-invalidation";

export const dynamic = "force-dynamic";

// The embedded backend names the cache tags a write makes stale; the cached pages showing them go too.
expirePagesOnInvalidate();

const HOP_BY_HOP = ["host", "connection", "keep-alive", "transfer-encoding", "upgrade", "content-length"];

function backendPath(url: URL): string {
  return `${url.pathname.slice(API_BASE_PATH.length) || "/"}${url.search}`;
}

async function proxy(request: Request, external: string): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  const hasBody = !["GET", "HEAD"].includes(request.method);
  // The body streams through (duplex "half"), so the API behind applies its own size limit before anything is buffered here.
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    duplex: hasBody ? "half" : undefined,
    redirect: "manual",
    cache: "no-store",
  };
  const upstream = await fetch(`${external.replace(/\/+$/, "")}${backendPath(url)}`, init);
  const responseHeaders = new Headers(upstream.headers);
  responseHeaders.delete("content-encoding");
  responseHeaders.delete("content-length");
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}

async function handle(request: Request): Promise<Response> {
  const external = process.env.STORE_API_URL;
  if (external) return proxy(request, external);
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
