import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import Negotiator from "negotiator";
import { invalidate } from "@/backend/cache/invalidation";
import { ORIGIN_HEADER, WEBSITE_OVERRIDE_COOKIE } from "@/lib/api/protocol";
import { NOT_FOUND_PAGE_TOKEN_HEADER } from "@/lib/site/not-found-page-request.mjs";
import { createSharedResponseCache } from "@/scripts/shared-response-cache.mjs";
import { rawGet } from "@/testing/raw-get";

/** How the upstream (Next, in production) answers each path in these tests. */
type Answer = { status?: number; headers?: Record<string, string>; gzip?: boolean; body?: string; before?: () => Promise<void> };

/** What Next's router sends for a link's prefetch (Next 16, segment cache). */
const PREFETCH = { rsc: "1", "next-router-prefetch": "1", "next-router-segment-prefetch": "/_tree", "next-url": "/1.localhost/products/rice" };

const PUBLIC = { "cache-control": "s-maxage=60, stale-while-revalidate=3540", "content-type": "text/html; charset=utf-8" };

let server: Server;
let base: string;
let upstreamCalls: string[];
let answers: Record<string, Answer>;
let cache: ReturnType<typeof createSharedResponseCache>;

async function upstream(request: IncomingMessage, response: ServerResponse) {
  upstreamCalls.push(`${request.headers.host} ${request.url}`);
  const answer = answers[(request.url ?? "").split("?")[0]] ?? { status: 404, headers: {} };
  await answer.before?.();
  const text = answer.body ?? `page ${upstreamCalls.length} for ${request.headers.host}${request.url}`;
  const gzip = answer.gzip !== false && new Negotiator(request).encodings(["gzip"]).length > 0;
  response.statusCode = answer.status ?? 200;
  for (const [name, value] of Object.entries(answer.headers ?? PUBLIC)) response.setHeader(name, value);
  if (gzip) response.setHeader("content-encoding", "gzip");
  response.write(gzip ? gzipSync(text) : text);
  response.end();
}

beforeEach(async () => {
  upstreamCalls = [];
  answers = { "/": {}, "/products/rice": {} };
  cache = createSharedResponseCache();
  server = createServer((request, response) => {
    if (cache.serve(request, response)) return;
    cache.record(request, response);
    void upstream(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  cache.clear();
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string, headers: Record<string, string> = {}) => rawGet(`${base}${path}`, headers);

describe("shared response cache", () => {
  it("sends a shared page again from memory, byte for byte, with its headers", async () => {
    const first = await get("/products/rice");
    const second = await get("/products/rice");
    expect(upstreamCalls).toHaveLength(1);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers["content-encoding"]).toBe("gzip");
    expect(second.headers["cache-control"]).toBe(PUBLIC["cache-control"]);
    expect(second.headers["content-length"]).toBe(String(first.body.length));
  });

  it("never keeps the server's own request for the not-found page, so a visitor asking that path reaches Next", async () => {
    answers["/page-not-found"] = {};
    await get("/page-not-found", { [NOT_FOUND_PAGE_TOKEN_HEADER]: "the-token" });
    await get("/page-not-found", { [NOT_FOUND_PAGE_TOKEN_HEADER]: "the-token" });
    await get("/page-not-found");
    expect(upstreamCalls).toHaveLength(3);
  });

  it("keeps each host and each query apart", async () => {
    await get("/products/rice", { host: "localhost" });
    await get("/products/rice", { host: "wholesale.localhost" });
    await get("/products/rice?pack=2", { host: "localhost" });
    const again = await get("/products/rice", { host: "wholesale.localhost" });
    expect(upstreamCalls).toEqual(["localhost /products/rice", "wholesale.localhost /products/rice", "localhost /products/rice?pack=2"]);
    expect(again.body.toString("latin1")).not.toBe((await get("/products/rice", { host: "localhost" })).body.toString("latin1"));
  });

  it("keeps http and https apart (only https carries HSTS)", async () => {
    await get("/");
    await get("/", { "x-forwarded-proto": "https" });
    expect(upstreamCalls).toHaveLength(2);
  });

  it.each([
    ["private pages", { headers: { "cache-control": "private, no-store, max-age=0" } }],
    ["pages without s-maxage", { headers: { "cache-control": "public, max-age=60" } }],
    ["answers that set a cookie", { headers: { ...PUBLIC, "set-cookie": "sid=1; Path=/" } }],
    ["pages served stale while rebuilt", { headers: { ...PUBLIC, "x-nextjs-cache": "STALE" } }],
    ["pages being built", { headers: { ...PUBLIC, "x-nextjs-cache": "MISS" } }],
    ["answers other than 200", { status: 404 }],
    ["answers that are not gzipped", { gzip: false }],
  ])("never keeps %s", async (_name, answer: Answer) => {
    answers["/products/rice"] = answer;
    await get("/products/rice");
    await get("/products/rice");
    expect(upstreamCalls).toHaveLength(2);
  });

  it.each([
    ["a client-side navigation", { rsc: "1", "next-router-state-tree": "%5B%22%22%5D" }],
    ["a navigation that names no tree", { rsc: "1" }],
    ["a prefetch that asks no RSC", { "next-router-prefetch": "1" }],
    ["a prefetch with a navigation's state tree", { ...PREFETCH, "next-router-state-tree": "%5B%22%22%5D" }],
    ["a server action", { ...PREFETCH, "next-action": "abc" }],
    ["a superadmin's website override", { cookie: `a=1; ${WEBSITE_OVERRIDE_COOKIE}=3` }],
    ["a client without gzip", { "accept-encoding": "identity" }],
    ["a client that refuses gzip with q=0", { "accept-encoding": "identity, gzip;q=0" }],
    ["a client that refuses every encoding it does not name", { "accept-encoding": "br, *;q=0" }],
    ["a range", { range: "bytes=0-10" }],
  ])("always passes %s to the upstream", async (_name, headers: Record<string, string>) => {
    await get("/products/rice");
    await get("/products/rice", headers);
    expect(upstreamCalls).toHaveLength(2);
  });

  it("keeps an RSC prefetch like its page, apart from the page's HTML and per router header", async () => {
    await get("/products/rice?_rsc=x1", PREFETCH);
    const again = await get("/products/rice?_rsc=x1", PREFETCH);
    expect(upstreamCalls).toHaveLength(1);
    expect(again.status).toBe(200);
    await get("/products/rice?_rsc=x1", { ...PREFETCH, "next-router-segment-prefetch": "/_full" });
    await get("/products/rice?_rsc=x1", { ...PREFETCH, "next-url": "/1.localhost/products/dal" });
    await get("/products/rice?_rsc=x1");
    expect(upstreamCalls).toHaveLength(4);
  });

  it("keeps public API reads per page origin, and passes every API call with cookies", async () => {
    answers["/s/api/products"] = {};
    await get("/s/api/products", { [ORIGIN_HEADER]: "http://localhost:3000" });
    await get("/s/api/products", { [ORIGIN_HEADER]: "http://localhost:3000" });
    await get("/s/api/products", { [ORIGIN_HEADER]: "http://wholesale.localhost:3000" });
    await get("/s/api/products", { [ORIGIN_HEADER]: "http://localhost:3000", origin: "http://localhost:3000" });
    expect(upstreamCalls).toHaveLength(3);
    await get("/s/api/products", { [ORIGIN_HEADER]: "http://localhost:3000", cookie: "sid=a" });
    expect(upstreamCalls).toHaveLength(4);
  });

  it("answers an API read that carries only the browser's own cookies as one without cookies, and passes any cookie the API reads", async () => {
    answers["/s/api/visitor"] = {};
    const origin = { [ORIGIN_HEADER]: "http://localhost:3000" };
    await get("/s/api/visitor", origin);
    await get("/s/api/visitor", { ...origin, cookie: "visitor_hint=0%7C%7C0%7C; csrf_token=t" });
    expect(upstreamCalls).toHaveLength(1);
    for (const cookie of ["sid=a", "visitor_hint=0; pincode=560001", `${WEBSITE_OVERRIDE_COOKIE}=1`]) await get("/s/api/visitor", { ...origin, cookie });
    expect(upstreamCalls).toHaveLength(4);
  });

  it("never serves Next's assets from memory (Next sends them as files)", async () => {
    answers["/_next/static/a.js"] = {};
    for (const path of ["/_next/static/a.js", "/_next/static/a.js"]) await get(path);
    expect(upstreamCalls).toHaveLength(2);
  });

  it("keeps an answer first asked for with If-None-Match, so the revalidations of returning browsers are answered from memory", async () => {
    const stale = { "if-none-match": '"from-yesterday"' };
    expect((await get("/products/rice", stale)).status).toBe(200);
    const fromMemory = await get("/products/rice", stale);
    expect(fromMemory.status).toBe(200);
    expect((await get("/products/rice", { "if-none-match": String(fromMemory.headers.etag) })).status).toBe(304);
    expect(upstreamCalls).toHaveLength(1);
  });

  it("keeps an immutable picture, gzipped or not, whatever the cookies: the favicon is asked for on every page view", async () => {
    const immutable = { "cache-control": "public, max-age=31536000, immutable" };
    answers["/s/media/logos/icon.svg"] = { headers: { ...immutable, "content-type": "image/svg+xml" } };
    answers["/s/media/large/products/rice.jpg"] = { headers: { ...immutable, "content-type": "image/jpeg" }, gzip: false };
    for (const path of ["/s/media/logos/icon.svg", "/s/media/large/products/rice.jpg"]) {
      const first = await get(path);
      const again = await get(path, { cookie: "sid=a" });
      expect(again.body.equals(first.body)).toBe(true);
    }
    expect(upstreamCalls).toHaveLength(2);
    answers["/s/media/other.svg"] = { headers: { "cache-control": "public, max-age=60" } };
    await get("/s/media/other.svg");
    await get("/s/media/other.svg");
    expect(upstreamCalls).toHaveLength(4);
  });

  it("forgets every page when any cache tag is invalidated", async () => {
    await get("/products/rice");
    await invalidate(["product:1"]);
    await get("/products/rice");
    expect(upstreamCalls).toHaveLength(2);
  });

  it("does not keep a page that was being built when a tag was invalidated", async () => {
    answers["/products/rice"] = { before: () => invalidate(["catalogue:1"]) };
    await get("/products/rice");
    answers["/products/rice"] = {};
    await get("/products/rice");
    await get("/products/rice");
    expect(upstreamCalls).toHaveLength(2);
  });

  it("sends no gzip to a client whose Accept-Encoding gives gzip q=0, and gzip to one that accepts it in any case", async () => {
    await get("/products/rice");
    const refused = await get("/products/rice", { "accept-encoding": "identity, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body.toString()).toMatch(/^page 2 for /);
    expect((await get("/products/rice", { "accept-encoding": "br;q=1, GZIP;q=0.5" })).headers["content-encoding"]).toBe("gzip");
    expect(upstreamCalls).toHaveLength(2);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    await get("/");
    const kept = await get("/");
    const unchanged = await get("/", { "if-none-match": String(kept.headers.etag) });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toHaveLength(0);
    expect((await get("/", { "if-none-match": '"other"' })).status).toBe(200);
    expect(upstreamCalls).toHaveLength(1);
  });
});
