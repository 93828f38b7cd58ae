import type { MonitoringServerConfig } from "./config";

/** A Sentry DSN: `{protocol}://{publicKey}@{host}{path}/{projectId}`. */
export type Dsn = { protocol: string; publicKey: string; host: string; path: string; projectId: string };

/** Envelopes bigger than this are refused before they are read (replay segments are far smaller). */
export const MAX_ENVELOPE_BYTES = 2 * 1024 * 1024;
const UPSTREAM_TIMEOUT_MS = 10_000;
/** Sentry's answers the browser SDK reads to back off. */
const PASSED_BACK_HEADERS = ["x-sentry-rate-limits", "retry-after", "content-type"];

export function parseDsn(text: string | null | undefined): Dsn | null {
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  const segments = url.pathname.split("/").filter(Boolean);
  const projectId = segments.pop();
  if (!url.username || !projectId || !/^\d+$/.test(projectId) || !/^https?:$/.test(url.protocol)) return null;
  const path = segments.length ? `/${segments.join("/")}` : "";
  return { protocol: url.protocol, publicKey: url.username, host: url.host, path, projectId };
}

function sameDsn(a: Dsn, b: Dsn): boolean {
  return a.host === b.host && a.projectId === b.projectId && a.publicKey === b.publicKey && a.path === b.path;
}

/** Where Sentry takes envelopes for the DSN's project. */
export function envelopeEndpoint(dsn: Dsn): string {
  return `${dsn.protocol}//${dsn.host}${dsn.path}/api/${dsn.projectId}/envelope/`;
}

/** The DSN named in an envelope's first line (the SDK adds it whenever a tunnel is used). */
export function envelopeDsn(body: Uint8Array): Dsn | null {
  const end = body.indexOf(0x0a);
  const headerLine = new TextDecoder().decode(end === -1 ? body : body.subarray(0, end));
  try {
    const header: unknown = JSON.parse(headerLine);
    if (header && typeof header === "object" && "dsn" in header && typeof header.dsn === "string") {
      return parseDsn(header.dsn);
    }
  } catch {
    // not an envelope
  }
  return null;
}

const plain = (status: number, text: string) => new Response(text, { status, headers: { "content-type": "text/plain" } });

/**
 * The browser posts its envelopes here instead of to Sentry. Only envelopes for the configured DSN
 * are sent on, to that DSN's own host, so the route cannot be used to post anywhere else.
 */
export async function tunnelEnvelope(
  request: Request,
  config: MonitoringServerConfig,
  send: typeof fetch = fetch,
): Promise<Response> {
  const configured = parseDsn(config.dsn);
  if (!configured) return plain(404, "Not found");
  const declaredLength = Number(request.headers.get("content-length") ?? 0);
  if (declaredLength > MAX_ENVELOPE_BYTES) return plain(413, "Envelope too large");
  const body = new Uint8Array(await request.arrayBuffer());
  if (body.byteLength > MAX_ENVELOPE_BYTES) return plain(413, "Envelope too large");

  const dsn = envelopeDsn(body);
  if (!dsn || !sameDsn(dsn, configured)) return plain(400, "Unknown DSN");
  if (!config.forward) return new Response(null, { status: 200 });

  try {
    const upstream = await send(envelopeEndpoint(configured), {
      method: "POST",
      headers: { "content-type": "application/x-sentry-envelope" },
      body,
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    const headers = new Headers();
    for (const name of PASSED_BACK_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(await upstream.arrayBuffer(), { status: upstream.status, headers });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    console.error(`Error report not forwarded to ${configured.host}: ${cause instanceof Error ? cause.message : String(cause)}`);
    return plain(502, "Upstream unavailable");
  }
}
