import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { publishEmbeddedApi } from "@/backend/http/embedded-api";
import { clientAddress } from "@/backend/http/client-address";
import { call } from "@/backend/test/request";
import { withTestDatabase } from "@/backend/test/database";
import { ORIGIN_HEADER } from "@/lib/api/protocol";
import { embeddedApi } from "@/scripts/embedded-api.mjs";
import { appendSocketAddress } from "@/scripts/forwarded-for.mjs";

withTestDatabase();

const EMBEDDED_API = Symbol.for("storefront.embedded-api");
const STORE_ORIGIN = "http://localhost:3000";
type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A server that does what scripts/next-server.mjs does before /s/api/* reaches the app; anything else is "next". */
async function serve(holder: object): Promise<{ base: string; server: Server }> {
  const answerFromApi = embeddedApi({}, holder);
  const server = createServer((request, response) => {
    appendSocketAddress(request);
    if (answerFromApi(request, response)) return;
    response.end("next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function send(base: string, path: string, { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${base}${path}`, { method, headers: { "accept-encoding": "gzip", [ORIGIN_HEADER]: STORE_ORIGIN, ...headers } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: (incoming.headers["content-encoding"] === "gzip" ? gunzipSync(bytes) : bytes).toString() });
      });
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

describe("/s/api/* straight to the embedded app", () => {
  let base: string;
  let server: Server;

  beforeAll(async () => {
    publishEmbeddedApi();
    ({ base, server } = await serve(globalThis));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("answers under the app's own paths with every header the app sets, compressed as Next compresses", async () => {
    const direct = await send(base, "/s/api/init");
    const inProcess = await call("/api/init");
    expect(direct.status).toBe(200);
    expect(JSON.parse(direct.body)).toEqual(inProcess.json);
    for (const [name, value] of inProcess.headers) {
      if (["content-length", "date", "x-request-id", "server-timing"].includes(name)) continue;
      expect([name, direct.headers[name]]).toEqual([name, value]);
    }
    expect(direct.headers["x-request-id"]).toMatch(/\S/);
    expect(direct.headers["content-encoding"]).toBe("gzip");
    expect(direct.headers.vary).toMatch(/accept-encoding/i);
  });

  it("keeps the request id the request came with", async () => {
    const answer = await send(base, "/s/api/init", { headers: { "x-request-id": "from-the-proxy-1" } });
    expect(answer.headers["x-request-id"]).toBe("from-the-proxy-1");
  });

  it("answers an unknown endpoint in the API's error shape, naming the app's path", async () => {
    const answer = await send(base, "/s/api/no-such-thing?x=1");
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ message: "No such endpoint: GET /api/no-such-thing" });
  });

  it("streams a request body to the app, with or without a length, control characters and all", async () => {
    const write = { "content-type": "application/json", cookie: "csrf_token=t", "x-csrf-token": "t" };
    const body = JSON.stringify({ phone: "12\u0007" });
    const sized = await send(base, "/s/api/auth/otp", { method: "POST", headers: { ...write, "content-length": String(Buffer.byteLength(body)) }, body });
    const chunked = await send(base, "/s/api/auth/otp", { method: "POST", headers: { ...write, "transfer-encoding": "chunked" }, body });
    const inProcess = await call("/api/auth/otp", { method: "POST", cookie: "csrf_token=t", headers: { "content-type": "application/json", "x-csrf-token": "t" }, body });
    expect(inProcess.status).toBe(400);
    for (const answer of [sized, chunked]) expect([answer.status, JSON.parse(answer.body)]).toEqual([400, inProcess.json]);
  });

  it("answers a bodiless OPTIONS as the app does: no such endpoint", async () => {
    const answer = await send(base, "/s/api/cart", { method: "OPTIONS" });
    expect([answer.status, JSON.parse(answer.body)]).toEqual([404, { message: "No such endpoint: OPTIONS /api/cart" }]);
  });

  it("compresses even a small answer, as Next did, so the shared response cache can keep a guest's", async () => {
    const answer = await send(base, "/s/api/visitor");
    expect(answer.body.length).toBeLessThan(1024);
    expect(answer.headers["content-encoding"]).toBe("gzip");
  });

  it.each([
    ["a browser that also takes br and zstd", "gzip, deflate, br, zstd", "gzip"],
    ["a client that prefers br by q-value", "br;q=1, gzip;q=0.5", "gzip"],
    ["a client that takes only deflate", "deflate", "deflate"],
    ["a client that takes only br", "br", undefined],
  ])("answers %s as Next answers pages, never br (the caches in front keep gzip)", async (_name, accepted, encoding) => {
    const answer = await send(base, "/s/api/visitor", { headers: { "accept-encoding": accepted } });
    expect(answer.headers["content-encoding"]).toBe(encoding);
  });

  it("leaves every other path to Next, /s/media and paths that only start like the API included", async () => {
    for (const path of ["/", "/s/media/1.webp", "/s/apiary", "/products"]) expect((await send(base, path)).body).toBe("next");
  });
});

describe("the client address through the direct path", () => {
  it("counts the socket once: with one trusted proxy hop, the address that proxy named is the client", async () => {
    const app = new Hono().get("/api/client", (c) => c.text(clientAddress(c, { TRUST_PROXY_HOPS: "1" })));
    const { base, server } = await serve({ [EMBEDDED_API]: { fetch: (request: Request) => app.fetch(request) } });
    try {
      expect((await send(base, "/s/api/client", { headers: { "x-forwarded-for": "203.0.113.9" } })).body).toBe("203.0.113.9");
      expect((await send(base, "/s/api/client")).body).toBe("127.0.0.1");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("when the app is not there to answer", () => {
  it("leaves the API to Next until the app is published, then answers it", async () => {
    const holder: Record<symbol, unknown> = {};
    const { base, server } = await serve(holder);
    try {
      expect((await send(base, "/s/api/ping")).body).toBe("next");
      holder[EMBEDDED_API] = { fetch: () => new Response("app") };
      expect((await send(base, "/s/api/ping")).body).toBe("app");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("leaves the API to Next's route, which proxies it, with STORE_API_URL", async () => {
    const answerFromApi = embeddedApi({ STORE_API_URL: "https://api.example.com" }, { [EMBEDDED_API]: { fetch: () => new Response("app") } });
    const server = createServer((request, response) => {
      if (!answerFromApi(request, response)) response.end("next");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      expect((await send(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, "/s/api/init")).body).toBe("next");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
