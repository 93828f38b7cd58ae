import "server-only";
import { MOUNT_PATH, ORIGIN_HEADER } from "@/lib/api/protocol";
import { pageOrigin } from "@/lib/api/server-transport";

/** Headers about one connection (RFC 9110 §7.6.1): never forwarded in either direction. */
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-authenticate", "proxy-authorization", "proxy-connection", "te", "trailer", "transfer-encoding", "upgrade"];

/** The hop-by-hop headers, those the Connection header names among them. */
function withoutHopByHop(source: Headers): Headers {
  const headers = new Headers(source);
  const named = (source.get("connection") ?? "").split(",").map((name) => name.trim().toLowerCase()).filter(Boolean);
  for (const name of [...HOP_BY_HOP, ...named]) headers.delete(name);
  return headers;
}

/** The API path of a request to the storefront's /s mount: /s/api/cart?x → /api/cart?x. */
export function backendPath(url: URL): string {
  return `${url.pathname.slice(MOUNT_PATH.length) || "/"}${url.search}`;
}

/**
 * Forwards a /s request to an external commerce API (STORE_API_URL). fetch cannot send the page's
 * Host, so the website it was asked on goes as the page origin header, which the API reads before
 * Host; a client that named its page origin itself keeps it.
 */
export async function proxyToExternalApi(request: Request, external: string): Promise<Response> {
  const url = new URL(request.url);
  const headers = withoutHopByHop(request.headers);
  if (!headers.has(ORIGIN_HEADER)) headers.set(ORIGIN_HEADER, pageOrigin(request.headers));
  headers.delete("host");
  headers.delete("content-length");
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
  const responseHeaders = withoutHopByHop(upstream.headers);
  // fetch has already decoded the body, so its encoding and length no longer describe what is sent on.
  responseHeaders.delete("content-encoding");
  responseHeaders.delete("content-length");
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}
