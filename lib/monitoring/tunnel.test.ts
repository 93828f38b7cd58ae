import type { MonitoringServerConfig } from "./config";
import { envelopeDsn, envelopeEndpoint, MAX_ENVELOPE_BYTES, parseDsn, tunnelEnvelope } from "./tunnel";

const DSN = "https://public@o1.ingest.sentry.io/1";
const config = (overrides: Partial<MonitoringServerConfig> = {}): MonitoringServerConfig => ({
  dsn: DSN,
  environment: "e2e-env",
  forward: true,
  ...overrides,
});

const envelope = (dsn: string | undefined, item = '{"type":"event"}\n{"message":"boom"}') =>
  `${JSON.stringify({ event_id: "abc", sent_at: "2026-01-01T00:00:00Z", ...(dsn ? { dsn } : {}) })}\n${item}`;

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost:3100/relay-c19e", { method: "POST", body, headers });

const sentryReply = () =>
  jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () =>
    new Response("{}", { status: 200, headers: { "x-sentry-rate-limits": "60:error:org", "set-cookie": "x=1" } }),
  );

describe("parseDsn", () => {
  it("reads key, host, project and path prefix", () => {
    expect(parseDsn(DSN)).toEqual({ protocol: "https:", publicKey: "public", host: "o1.ingest.sentry.io", path: "", projectId: "1" });
    expect(parseDsn("http://key@sentry.internal:9000/prefix/42")).toEqual({
      protocol: "http:",
      publicKey: "key",
      host: "sentry.internal:9000",
      path: "/prefix",
      projectId: "42",
    });
  });

  it.each([null, "", "not a url", "https://o1.ingest.sentry.io/1", "https://key@o1.ingest.sentry.io/", "ftp://key@host/1"])(
    "rejects %p",
    (value) => expect(parseDsn(value)).toBeNull(),
  );
});

it("forwards to the DSN host's envelope endpoint", () => {
  expect(envelopeEndpoint(parseDsn(DSN)!)).toBe("https://o1.ingest.sentry.io/api/1/envelope/");
  expect(envelopeEndpoint(parseDsn("http://key@sentry.internal:9000/prefix/42")!)).toBe(
    "http://sentry.internal:9000/prefix/api/42/envelope/",
  );
});

it("reads the DSN from the envelope's first line only", () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  expect(envelopeDsn(bytes(envelope(DSN)))?.projectId).toBe("1");
  expect(envelopeDsn(bytes(envelope(undefined, `{"dsn":"${DSN}"}`)))).toBeNull();
  expect(envelopeDsn(bytes("garbage"))).toBeNull();
});

describe("tunnelEnvelope", () => {
  it("sends an envelope for the configured DSN to Sentry, unchanged, and passes back the rate limits", async () => {
    const send = sentryReply();
    const body = envelope(DSN);
    const response = await tunnelEnvelope(post(body), config(), send);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-sentry-rate-limits")).toBe("60:error:org");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0];
    expect(url).toBe("https://o1.ingest.sentry.io/api/1/envelope/");
    expect(init?.method).toBe("POST");
    expect(new TextDecoder().decode(init?.body as Uint8Array)).toBe(body);
  });

  it("passes Sentry's own status back", async () => {
    const send = jest.fn(async () => new Response("slow down", { status: 429, headers: { "retry-after": "60" } }));
    const response = await tunnelEnvelope(post(envelope(DSN)), config(), send);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
  });

  it.each([
    ["another project", "https://public@o1.ingest.sentry.io/2"],
    ["another key", "https://other@o1.ingest.sentry.io/1"],
    ["another host", "https://public@evil.example/1"],
    ["no DSN", undefined],
  ])("answers 400 for %s and sends nothing", async (_, dsn) => {
    const send = sentryReply();
    const response = await tunnelEnvelope(post(envelope(dsn)), config(), send);
    expect(response.status).toBe(400);
    expect(send).not.toHaveBeenCalled();
  });

  it("answers 400 for a body that is not an envelope", async () => {
    const send = sentryReply();
    expect((await tunnelEnvelope(post("hello"), config(), send)).status).toBe(400);
    expect(send).not.toHaveBeenCalled();
  });

  it("is switched off (404) when no DSN is configured", async () => {
    const send = sentryReply();
    expect((await tunnelEnvelope(post(envelope(DSN)), config({ dsn: null }), send)).status).toBe(404);
    expect(send).not.toHaveBeenCalled();
  });

  it("accepts but does not forward when forwarding is off", async () => {
    const send = sentryReply();
    expect((await tunnelEnvelope(post(envelope(DSN)), config({ forward: false }), send)).status).toBe(200);
    expect(send).not.toHaveBeenCalled();
    expect((await tunnelEnvelope(post(envelope("https://x@o1.ingest.sentry.io/9")), config({ forward: false }), send)).status).toBe(400);
  });

  it("refuses oversized envelopes", async () => {
    const send = sentryReply();
    const big = post(envelope(DSN), { "content-length": String(MAX_ENVELOPE_BYTES + 1) });
    expect((await tunnelEnvelope(big, config(), send)).status).toBe(413);
    const actuallyBig = post(envelope(DSN, "x".repeat(MAX_ENVELOPE_BYTES + 1)));
    expect((await tunnelEnvelope(actuallyBig, config(), send)).status).toBe(413);
    expect(send).not.toHaveBeenCalled();
  });

  it("answers 502 when Sentry cannot be reached", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const send = jest.fn(async () => {
      throw new TypeError("fetch failed");
    });
    expect((await tunnelEnvelope(post(envelope(DSN)), config(), send)).status).toBe(502);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
